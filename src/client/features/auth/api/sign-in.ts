import { useMutation } from '@tanstack/react-query';
import { type SignInInput } from '#shared/auth/auth.schemas';
import { apiFetch } from '#client/lib/api-client';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, signInFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';
import { browserTimeZone } from './browser-time-zone';

async function signIn(input: SignInInput) {
  const { data, error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (error || !data) throw new AuthFailureError(signInFailure(error));
  await syncTimeZone((data.user as { timezone?: string }).timezone);
  return data;
}

// A person who signed up in Lisbon and signs in from Tokyo has a new "today"; the server must know it.
export async function syncTimeZone(storedTimeZone: string | undefined) {
  const timezone = browserTimeZone();
  if (!timezone || timezone === storedTimeZone) return;
  try {
    await apiFetch('/me/timezone', { method: 'PUT', body: { timezone } });
  } catch (error) {
    // Signing in succeeded; the zone is sent again on the next sign-in.
    console.warn('Could not update the timezone after sign-in', error);
  }
}

export function useSignIn() {
  return useMutation({ mutationKey: mutationKeys.auth.signIn(), mutationFn: signIn });
}
