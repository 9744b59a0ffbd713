import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, type Locale } from '#shared/i18n/locales';
import { acceptedLanguages, negotiateLocale } from '#shared/i18n/negotiate-locale';

/** The cookie the screens keep their shown language in (src/client/i18n/i18n.ts). */
export const LOCALE_COOKIE = 'locale';

/**
 * The language a request is answered in (an error's message, a page the server draws): the one the asker's screens
 * show (their `locale` cookie), else the best of the languages their client accepts, else English.
 */
export function requestLocale(c: Context): Locale {
  const shown = getCookie(c, LOCALE_COOKIE);
  if (isLocale(shown)) return shown;
  return negotiateLocale(acceptedLanguages(c.req.header('accept-language')));
}
