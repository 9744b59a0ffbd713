import { useLingui } from '@lingui/react/macro';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import type { PasskeySignIn } from '#shared/passkeys/passkeys.types';
import { authClient } from '#client/lib/auth-client';
import { mutationKeys } from '#client/lib/query-keys';
import { AuthFailureError, passkeySignInFailure } from './auth-failures';
import { syncTimeZone } from './sync-time-zone';

/**
 * Signs in with a passkey (decision 089): no e-mail address, the browser offers the passkeys it holds for this site.
 * A sign-in like the password's for the screen (the same mutation key), without its second step: a passkey is
 * already two factors.
 */
async function signInWithPasskey(i18n: I18n): Promise<PasskeySignIn> {
  const options = await authClient.$fetch<PublicKeyCredentialRequestOptionsJSON>('/passkey/sign-in-options', {
    method: 'POST',
  });
  if (options.error) throw new AuthFailureError(passkeySignInFailure(options.error, i18n));
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch {
    // the person closed the dialog, or this device holds no passkey for the site
    throw new AuthFailureError(passkeySignInFailure('cancelled', i18n));
  }
  const signedIn = await authClient.$fetch<PasskeySignIn>('/sign-in/passkey', {
    method: 'POST',
    body: { response },
  });
  if (signedIn.error) throw new AuthFailureError(passkeySignInFailure(signedIn.error, i18n));
  await syncTimeZone(undefined);
  return signedIn.data;
}

export function useSignInWithPasskey() {
  const { i18n } = useLingui();
  return useMutation({ mutationKey: mutationKeys.auth.signIn(), mutationFn: () => signInWithPasskey(i18n) });
}
