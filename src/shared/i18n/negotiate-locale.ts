import { type Locale, LOCALES, SOURCE_LOCALE } from './locales';

/**
 * The first of the person's languages (best first, as `navigator.languages` or a parsed Accept-Language give them)
 * that HabitSprint speaks: an exact tag first ('pt-BR'), else the language alone ('de-AT' → 'de', 'pt-PT' → 'pt-BR');
 * English when none is spoken here.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]!.toLowerCase();
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/** The languages of an Accept-Language header, best first (q=0 left out); malformed parts are skipped. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qualityParam = params.find((param) => param.startsWith('q='));
      const quality = qualityParam === undefined ? 1 : qualityOf(qualityParam.slice(2));
      return { tag, quality, index };
    })
    .filter(({ tag, quality }) => LANGUAGE_TAG.test(tag) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/** A q-value (0 to 1, at most three decimals); anything else counts as 0, so the part is left out. */
function qualityOf(value: string): number {
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}
