import { type Locale, SOURCE_LOCALE } from './locales';

/** The prerendered landing page in `locale`: landing.html in English, landing.de.html… (decision 079). */
export const landingPageFile = (locale: Locale) =>
  locale === SOURCE_LOCALE ? 'landing.html' : `landing.${locale}.html`;
