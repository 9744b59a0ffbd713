import type { LocalText } from '#shared/i18n/local-text';

/** A text that reads the same in every language: a test's notification, whose words are not under test. */
export const fixedText =
  (text: string): LocalText =>
  () =>
    text;
