import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '#shared/account/account.schemas';
import type { EmailChangeRequested } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/account/email: a link goes to the new address; the section then shows it as pending. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiFetch<EmailChangeRequested>('/account/email', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
