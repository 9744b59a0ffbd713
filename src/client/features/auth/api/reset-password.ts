import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, resetPasswordFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';

/**
 * Sets the new password with the e-mailed code, then signs this browser out (product-rules.md#auth-messages: after a
 * reset the person signs in again with the new password). `waitForSignedOut` resolves once the session shown on
 * screen is gone.
 */
async function resetPassword(input: {
  newPassword: string;
  token: string;
  waitForSignedOut: () => Promise<void>;
}) {
  const { error } = await authClient.resetPassword({ newPassword: input.newPassword, token: input.token });
  if (error) throw new AuthFailureError(resetPasswordFailure(error));
  // The server already ended every session of the account; this clears this browser's view of it. The password
  // is changed either way, so a failed sign-out (none was open, or the network dropped) is not a failed reset.
  await authClient.signOut().catch(() => undefined);
  await input.waitForSignedOut();
}

export function useResetPassword() {
  return useMutation({ mutationKey: mutationKeys.auth.resetPassword(), mutationFn: resetPassword });
}
