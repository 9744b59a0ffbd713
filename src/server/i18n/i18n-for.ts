import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';

// What the server writes for a person — e-mails, notifications (and so pushes), the API's refusals — in that
// person's language (decision 079). English is in the code, compiled by the macros' transform; another language's
// catalogue is read from its PO file once, at its first use, and compiled as the client build compiles it.

const CATALOGUES = new URL('../../locales/', import.meta.url);

const i18nByLocale = new Map<Locale, I18n>();

/** The texts in `locale`, for whatever the server writes to a person who reads it. */
export function i18nFor(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: locale === SOURCE_LOCALE ? {} : catalogueOf(locale) } });
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

function catalogueOf(locale: Locale): Messages {
  const filename = new URL(`${locale}.po`, CATALOGUES);
  // the PO format's parse is synchronous; its type allows the asynchronous formats of other file types
  const catalogue = formatter().parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: filename.pathname,
  }) as Exclude<ReturnType<ReturnType<typeof formatter>['parse']>, Promise<unknown>>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    // an entry not yet translated falls back to the English in the code
    if (entry.translation) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}
