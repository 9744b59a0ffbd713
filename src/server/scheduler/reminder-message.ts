import type { I18n } from '@lingui/core';
import { amountAgainstTarget, amountGoalText } from '#shared/challenges/amount-texts';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { rankedAmountGoalOf } from '#shared/challenges/daily-goal';
import { reminderTexts } from './scheduler-texts';

/** What the reminder job found due for one person on their today (daily-reminders.ts). */
export interface DueReminder {
  /** how many of their challenges running today wait for them: not checked in, or an amount still under way */
  pending: number;
  /** whether any of those has an 'at least' amount logged today that is under its target */
  anyUnderWay: boolean;
  /** the challenge the reminder names when it is the only one waiting (the first to end) */
  title: string;
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
  /** that challenge's amount so far today and the target the day is measured against; null with no check-in */
  soFar: { amount: number; target: number } | null;
}

/**
 * The reminder's message in its reader's language. Met-or-missed and step challenges are named as they always were;
 * a challenge with an amount goal (decision 082) is named with its goal when nothing is logged yet ('… Your goal:
 * At least 8 glasses a day.'), or with how far today's amount has come ('3 of 8 glasses so far today'). An 'at
 * most' amount logged under its limit is not waiting (the day is met if it ends now), so it is never named.
 */
export function reminderMessage(i18n: I18n, due: DueReminder): string {
  if (due.pending > 1)
    return (due.anyUnderWay ? reminderTexts.manyChallengesUnderWay : reminderTexts.manyChallenges)(
      due.pending,
    )(i18n);
  // a step day is typed once, as the day's count: its reminder stays the one the spec's step challenges had
  const goal = rankedAmountGoalOf(due.challengeType, due.goalConfig);
  if (!goal) return reminderTexts.oneChallenge(due.title)(i18n);
  if (!due.soFar) return reminderTexts.oneAmountChallenge(due.title, amountGoalText(i18n, goal))(i18n);
  const soFar = amountAgainstTarget(i18n, due.soFar.amount, { ...goal, target: due.soFar.target });
  return reminderTexts.amountSoFar(due.title, soFar)(i18n);
}
