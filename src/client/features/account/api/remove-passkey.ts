import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { updatePasskeys } from './update-passkeys';

/** DELETE /api/me/passkeys/{id}: gone from the list at once, read again on failure. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => apiFetch<null>(`/me/passkeys/${id}`, { method: 'DELETE' }),
    onMutate: (id) =>
      updatePasskeys(queryClient, (passkeys) => passkeys.filter((passkey) => passkey.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
