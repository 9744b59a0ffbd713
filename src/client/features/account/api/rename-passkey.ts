import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeySaved } from '#shared/passkeys/passkeys.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { updatePasskeys } from './update-passkeys';

/** PATCH /api/me/passkeys/{id}: shown renamed at once, read again on failure. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<PasskeySaved>(`/me/passkeys/${id}`, { method: 'PATCH', body: { name } }),
    onMutate: ({ id, name }) =>
      updatePasskeys(queryClient, (passkeys) =>
        passkeys.map((passkey) => (passkey.id === id ? { ...passkey, name: name.trim() } : passkey)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
