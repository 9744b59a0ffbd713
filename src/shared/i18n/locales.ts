// The languages HabitSprint speaks (decision 079). A language is data: its catalogue in src/locales/ and a line here.

/** The language the code is written in; every other catalogue translates it. */
export const SOURCE_LOCALE = 'en';

/** Each language by its BCP 47 tag, English first. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR'] as const;

export type Locale = (typeof LOCALES)[number];

/** Each language's name as its own speakers write it (the Settings picker shows these). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
};

/**
 * Accented and lengthened English, for finding texts that are not in a catalogue and layouts that break when a
 * translation runs long (German runs about a third longer than English). A device shows it when its kept
 * language (localStorage `habitsprint:locale`) says so; nobody's profile language.
 */
export const PSEUDO_LOCALE = 'en-XA';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
