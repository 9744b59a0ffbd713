import { t } from '@lingui/core/macro';
import type { LocalText } from '#shared/i18n/local-text';

// The words of the scheduler's notifications, each in its reader's language. The spec gave none, so they are ours
// (product-rules.md#reminders-and-final-results).

/**
 * The evening reminder's words (product-rules.md#reminders-and-final-results), each in its reader's language. A
 * challenge that counts an amount (decision 082) is named with its goal, or with how far today's amount has come.
 */
export const reminderTexts = {
  title: ((i18n) => t(i18n)`Time to check in`) satisfies LocalText,
  /** one challenge waits for today's check-in */
  oneChallenge:
    (title: string): LocalText =>
    (i18n) =>
      t(i18n)`You haven't checked in today for "${title}".`,
  /** one challenge with an amount goal waits, nothing logged yet: its goal ('At least 20 pages a day') */
  oneAmountChallenge:
    (title: string, goal: string): LocalText =>
    (i18n) =>
      t(i18n)`You haven't checked in today for "${title}". Your goal: ${goal}.`,
  /** one 'at least' amount on its way up: '3 of 8 glasses' (amountAgainstTarget) */
  amountSoFar:
    (title: string, soFar: string): LocalText =>
    (i18n) =>
      t(i18n)`"${title}": ${soFar} so far today.`,
  /** several wait (always two or more, which every language of ours says with its plural 'other') */
  manyChallenges:
    (n: number): LocalText =>
    (i18n) =>
      t(i18n)`You haven't checked in today for ${n} challenges.`,
  /** several wait, and some of them have an amount on its way: 'not checked in' would not be true of those */
  manyChallengesUnderWay:
    (n: number): LocalText =>
    (i18n) =>
      t(i18n)`${n} challenges are still waiting for you today.`,
};

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
