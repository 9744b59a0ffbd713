import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from '#shared/i18n/locales';
import { negotiateLocale } from '#shared/i18n/negotiate-locale';
import { lengthenPseudoMessages } from './pseudo-messages';

// The screens' language (decision 079). English is written in the code, compiled by the build (lingui-macros.mjs), and
// needs no catalogue. Another language's catalogue is a chunk of its own, loaded only by those who read it.

/** A language a screen can be shown in: one of ours, or the pseudo-locale of the layout checks. */
export type ShownLocale = Locale | typeof PSEUDO_LOCALE;

/** This device's language, kept so the next visit starts in it before anyone is known to be signed in. */
const LOCALE_KEY = 'habitsprint:locale';
/** The same for the server: the HTML it sends says its language (`<html lang>`), and sign-up pages follow it. */
const LOCALE_COOKIE = 'locale';

// English's own catalogue is never loaded (English is in the code): no chunk for it, nor a loader on every page
const catalogues = import.meta.glob<{ messages: Messages }>(['../../locales/*.po', '!../../locales/en.po']);

function keptLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** The language to start in: the one this device last showed, else the best of the browser's languages. */
export function startingLocale(): ShownLocale {
  const kept = keptLocale();
  if (isLocale(kept) || kept === PSEUDO_LOCALE) return kept;
  return negotiateLocale(navigator.languages ?? [navigator.language]);
}

/** Shows the screens in `locale` from the next render on, once its catalogue is here (no reload). */
export async function activateLocale(locale: ShownLocale): Promise<void> {
  if (locale === i18n.locale) return;
  const messages = locale === SOURCE_LOCALE ? {} : await catalogueOf(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // a private window may refuse: the next visit starts from the browser's languages
  }
  document.cookie = [`${LOCALE_COOKIE}=${locale}`, 'path=/', 'max-age=31536000', 'samesite=lax'].join('; ');
}

async function catalogueOf(locale: Exclude<ShownLocale, typeof SOURCE_LOCALE>): Promise<Messages> {
  const { messages } = await catalogues[`../../locales/${locale}.po`]!();
  return locale === PSEUDO_LOCALE ? lengthenPseudoMessages(messages) : messages;
}

export { i18n };
