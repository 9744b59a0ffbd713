import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';

/**
 * better-auth's confirmation e-mail for the signed-in person's own address; its link confirms it and lands on
 * `callbackURL` (a path of this site).
 */
async function sendEmailConfirmation({ email, callbackURL }: { email: string; callbackURL: string }) {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
  if (error) throw new Error(error.message ?? 'Failed to send the confirmation e-mail');
}

export function useSendEmailConfirmation() {
  return useMutation({ mutationFn: sendEmailConfirmation });
}
