import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Achievement } from './profile-stats.types';

export interface AchievementFacts {
  /** successful days across all of the person's challenges */
  successfulDays: number;
  /** challenges the person organizes or takes part in */
  totalChallenges: number;
  /** overall success rate, percent */
  successRate: number;
}

/**
 * Each achievement's title and description (product-rules.md#achievements): the API writes them in the asker's
 * language, the profile shows them in the shown language with `i18n._(…)`.
 */
export const ACHIEVEMENT_TEXTS: Record<
  Achievement['id'],
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  'first-day': { title: msg`First Day`, description: msg`Complete your first successful day.` },
  'one-week': { title: msg`One Week`, description: msg`Reach 7 successful days.` },
  challenger: { title: msg`Challenger`, description: msg`Take part in your first challenge.` },
  'sugar-hunter': {
    title: msg`Sugar Hunter`,
    description: msg`Keep an overall success rate of 80% or more.`,
  },
};

/**
 * product-rules.md#achievements: every achievement, earned or not yet, so people see what to aim for, in `i18n`'s
 * language.
 */
export function achievements(
  i18n: I18n,
  { successfulDays, totalChallenges, successRate }: AchievementFacts,
): Achievement[] {
  const earned: [Achievement['id'], boolean][] = [
    ['first-day', successfulDays >= 1],
    ['one-week', successfulDays >= 7],
    ['challenger', totalChallenges >= 1],
    ['sugar-hunter', successRate >= 80],
  ];
  return earned.map(([id, isEarned]) => ({
    id,
    title: i18n._(ACHIEVEMENT_TEXTS[id].title),
    description: i18n._(ACHIEVEMENT_TEXTS[id].description),
    earned: isEarned,
  }));
}
