import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevicesSignedOut } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** DELETE /api/account/sessions/{id}: one other device of the person signed out. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<DevicesSignedOut>(`/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
