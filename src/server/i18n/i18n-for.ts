import { readFileSync } from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { compiledCatalogue } from './compiled-catalogue';

// What the server writes for a person — e-mails, notifications (and so pushes), the API's refusals — in that
// person's language (decision 079). English is in the code, compiled by the macros' transform; another language's
// catalogue is read from its PO file once, at its first use.

const CATALOGUES = new URL('../../locales/', import.meta.url);

const i18nByLocale = new Map<Locale, I18n>();

/** The texts in `locale`, for whatever the server writes to a person who reads it. */
export function i18nFor(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    const file = new URL(`${locale}.po`, CATALOGUES);
    const messages =
      locale === SOURCE_LOCALE
        ? {}
        : compiledCatalogue(readFileSync(file, 'utf8'), locale, SOURCE_LOCALE, file.pathname);
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}
