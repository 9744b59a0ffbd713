import { t } from '@lingui/core/macro';
import { LOCALES } from '#shared/i18n/locales';
import type { LocalText } from '#shared/i18n/local-text';
import { i18nFor } from '#server/i18n/i18n-for';

// The words of the scheduler's notifications, each in its reader's language. The spec gave none, so they are ours
// (product-rules.md#reminders-and-final-results).

/**
 * The reminder's words in every language, as SQL writes them for thousands of people in one statement: it picks its
 * reader's language and fills in `{title}` (one challenge waits for today's check-in) or `{n}` (several do; always
 * two or more, which every language of ours says with its plural 'other').
 */
export function reminderTemplates() {
  const title = '{title}';
  const n = '{n}';
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const i18n = i18nFor(locale);
      return [
        locale,
        {
          title: t(i18n)`Time to check in`,
          oneChallenge: t(i18n)`You haven't checked in today for "${title}".`,
          manyChallenges: t(i18n)`You haven't checked in today for ${n} challenges.`,
        },
      ];
    }),
  );
}

/** Each in its reader's language. */
export const resultTexts = {
  title:
    (challengeTitle: string): LocalText =>
    (i18n) =>
      t(i18n)`Final results: ${challengeTitle}`,
  ranked:
    (challengeTitle: string, position: number, total: number): LocalText =>
    (i18n) =>
      t(i18n)`You finished #${position} of ${total} in "${challengeTitle}".`,
  /** a participant without a single check-in has no row on the board, so no rank */
  unranked:
    (challengeTitle: string): LocalText =>
    (i18n) =>
      t(i18n)`"${challengeTitle}" has ended. You had no check-ins, so you have no final rank.`,
};
