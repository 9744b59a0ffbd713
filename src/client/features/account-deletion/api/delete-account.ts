import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/account-deletion/account-deletion.schemas';
import type { AccountDeletionResult } from '#shared/account-deletion/account-deletion.types';
import { apiFetch } from '#client/lib/api-client';

/** DELETE /api/account: the password checked again, then the account and its data gone; the cookie is cleared. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch<AccountDeletionResult>('/account', { method: 'DELETE', body: input }),
  });
}
