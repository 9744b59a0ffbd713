import { useMutation } from '@tanstack/react-query';
import { type SignInInput } from '#shared/auth/auth.schemas';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, signInFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';
import { syncTimeZone } from './sync-time-zone';

/** Signed in, or (two-step verification on, decision 088) the password was right and the code is asked next. */
export type SignInOutcome = 'signed-in' | 'code-needed';

async function signIn(input: SignInInput): Promise<SignInOutcome> {
  const { data, error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error || !data) throw new AuthFailureError(signInFailure(error));
  if ('twoFactorRedirect' in data) return 'code-needed';
  await syncTimeZone((data.user as { timezone?: string }).timezone);
  return 'signed-in';
}

export function useSignIn() {
  return useMutation({ mutationKey: mutationKeys.auth.signIn(), mutationFn: signIn });
}
