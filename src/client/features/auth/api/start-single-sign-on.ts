import { useMutation } from '@tanstack/react-query';
import { SINGLE_SIGN_ON_PROVIDER_ID } from '#shared/auth/single-sign-on';
import { authClient } from '#client/lib/auth-client';
import { paths } from '#client/lib/paths';
import { mutationKeys } from '#client/lib/query-keys';
import { browserTimeZone } from './browser-time-zone';

/**
 * Starts single sign-on: the server answers the provider's page, which the browser then opens. Both ways back land
 * on the sign-in screen: signed in, it leaves for where the person was going; refused, it reads ?error=.
 */
async function startSingleSignOn(locale: string): Promise<void> {
  const signInScreen = paths.auth('signin');
  const { data, error } = await authClient.signIn.social({
    provider: SINGLE_SIGN_ON_PROVIDER_ID,
    callbackURL: signInScreen,
    errorCallbackURL: signInScreen,
    disableRedirect: true,
    // a new account starts with the browser's zone and this screen's language
    additionalData: { timezone: browserTimeZone(), locale },
  });
  if (error || !data?.url) throw new Error(error?.message ?? 'No page of the provider to go to');
  window.location.assign(data.url);
}

export function useStartSingleSignOn() {
  return useMutation({ mutationKey: mutationKeys.auth.singleSignOn(), mutationFn: startSingleSignOn });
}
