import { translatable } from '#shared/i18n/translatable';
import { msg, t } from '@lingui/core/macro';
import type { LocalText } from '#shared/i18n/local-text';
import { nameOrSomeone } from '#server/i18n/someone';

// The refusals of the results view and "Run it again" (product-rules.md#results-and-rounds); the spec gave no words
// for them, so they are ours (decision 042).
export const roundMessages = {
  resultsNotReady: translatable(msg`Results are shown once the challenge has ended.`),
  takePartToSeeResults: translatable(
    msg`Only the people who took part in this challenge can see its results.`,
  ),
  notOrganizer: translatable(msg`Only the organizer can run this challenge again.`),
  notCompleted: translatable(msg`A challenge can be run again once it has ended.`),
  alreadyRunAgain: translatable(
    msg`This challenge has already been run again. Open the next round from its page.`,
  ),
  startDateInPast: translatable(msg`The next round cannot start before today.`),
  /** the invitation's message: "{name} invited you to Round {n} of "{title}"" */
  invitation:
    (name: string | null, roundNumber: number, title: string): LocalText =>
    (i18n) => {
      const inviterName = nameOrSomeone(i18n, name);
      return t(i18n)`${inviterName} invited you to Round ${roundNumber} of "${title}"`;
    },
  createLimited: translatable(
    msg`You have created many challenges in the last hour. Please wait a while before creating another.`,
  ),
} as const;
