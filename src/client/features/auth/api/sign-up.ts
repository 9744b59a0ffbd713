import { useMutation } from '@tanstack/react-query';
import { type SignUpInput } from '#shared/auth/auth.schemas';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, signUpFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';
import { browserTimeZone } from './browser-time-zone';

/** Creates the account; `needsConfirmation` when the server wants the e-mail confirmed first (no session yet). */
async function signUp(input: SignUpInput) {
  const { data, error } = await authClient.signUp.email({
    name: input.name,
    email: input.email,
    password: input.password,
    timezone: browserTimeZone(),
    callbackURL: '/auth?mode=signin',
  });
  if (error || !data) throw new AuthFailureError(signUpFailure(error));
  return { needsConfirmation: !data.token };
}

export function useSignUp() {
  return useMutation({ mutationKey: mutationKeys.auth.signUp(), mutationFn: signUp });
}
