import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, resetRequestFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';

// The e-mailed link lands on /auth?code=…, which the reset screen picks up.
async function requestPasswordReset(email: string) {
  const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/auth' });
  if (error) throw new AuthFailureError(resetRequestFailure(error));
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: mutationKeys.auth.requestPasswordReset(),
    mutationFn: requestPasswordReset,
  });
}
