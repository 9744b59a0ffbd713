import { useMutation } from '@tanstack/react-query';
import { SINGLE_SIGN_ON_PROVIDER_ID } from '#shared/auth/single-sign-on';
import { authClient } from '#client/lib/auth-client';
import { paths } from '#client/lib/paths';
import { mutationKeys } from '#client/lib/query-keys';
import { browserTimeZone } from './browser-time-zone';
import { syncTimeZone } from './sync-time-zone';

/** Set in this tab while a single sign-on is on its way through the provider's pages. */
const STARTED_KEY = 'habitsprint:single-sign-on-started';

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
  sessionStorage.setItem(STARTED_KEY, 'true');
  window.location.assign(data.url);
}

/**
 * Back from the provider signed in: as after a password sign-in, the server learns the browser's timezone (a person
 * who signed up in Lisbon and signs in from Tokyo has a new "today"). Nothing when no single sign-on was started here.
 */
export async function finishSingleSignOn(): Promise<void> {
  if (sessionStorage.getItem(STARTED_KEY) === null) return;
  sessionStorage.removeItem(STARTED_KEY);
  await syncTimeZone(undefined);
}

export function useStartSingleSignOn() {
  return useMutation({ mutationKey: mutationKeys.auth.singleSignOn(), mutationFn: startSingleSignOn });
}
