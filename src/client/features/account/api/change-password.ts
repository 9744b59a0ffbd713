import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/account/account.schemas';
import type { PasswordChanged } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/account/password: every other device is signed out, so the devices list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<PasswordChanged>('/account/password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
