import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevicesSignedOut } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/account/sessions/sign-out-others: "Sign out everywhere else". */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<DevicesSignedOut>('/account/sessions/sign-out-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
