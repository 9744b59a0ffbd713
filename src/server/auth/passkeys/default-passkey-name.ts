import Bowser from 'bowser';
import { msg } from '@lingui/core/macro';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { PASSKEY_NAME_MAX } from '#shared/passkeys/passkeys.schemas';
import { i18nFor } from '#server/i18n/i18n-for';

/**
 * The name a new passkey gets until the person renames it: where it was added, from the user agent ("Chrome on
 * Linux"), in the person's language; just "Passkey" when the user agent says nothing we recognise.
 */
export function defaultPasskeyName(userAgent: string | null | undefined, locale: unknown): string {
  const i18n = i18nFor(isLocale(locale) ? locale : SOURCE_LOCALE);
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name;
  const os = parsed?.os.name;
  const name = browser && os ? i18n._(msg`${browser} on ${os}`) : (browser ?? os ?? i18n._(msg`Passkey`));
  return name.slice(0, PASSKEY_NAME_MAX);
}
