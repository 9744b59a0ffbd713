import { useEffect } from 'react';
import { isLocale, PSEUDO_LOCALE } from '#shared/i18n/locales';
import { activateLocale, i18n } from './i18n';

/**
 * The screens follow the signed-in person's language (their profile's), on every device they sign in on; a device
 * started in another (its browser's, or the last person's) switches without a reload. The pseudo-locale of the layout
 * checks stays as it is.
 */
export function usePersonLocale(locale: string | undefined) {
  useEffect(() => {
    if (isLocale(locale) && i18n.locale !== PSEUDO_LOCALE) void activateLocale(locale);
  }, [locale]);
}
