import { useMutation } from '@tanstack/react-query';
import { type SignUpInput } from '#shared/auth/auth.schemas';
import { authClient } from '#client/lib/auth-client';
import { AuthFailureError, signUpFailure } from './auth-failures';
import { mutationKeys } from '#client/lib/query-keys';
import { browserTimeZone } from './browser-time-zone';
import { isLocale } from '#shared/i18n/locales';
import { i18n } from '#client/i18n/i18n';

/**
 * Creates the account; `needsConfirmation` when the server wants the e-mail confirmed first (no session yet). An
 * administrator's invite link's code travels with it (product-rules.md#sign-up-modes).
 */
async function signUp({ inviteCode, ...input }: SignUpInput & { inviteCode?: string }) {
  const { data, error } = await authClient.signUp.email({
    ...(inviteCode && { inviteCode }),
    name: input.name,
    email: input.email,
    password: input.password,
    timezone: browserTimeZone(),
    // the language the sign-up screen is shown in: the person's from then on, changeable in Settings
    locale: isLocale(i18n.locale) ? i18n.locale : undefined,
    callbackURL: '/auth?mode=signin',
  });
  if (error || !data) throw new AuthFailureError(signUpFailure(error));
  return { needsConfirmation: !data.token };
}

export function useSignUp() {
  return useMutation({ mutationKey: mutationKeys.auth.signUp(), mutationFn: signUp });
}
