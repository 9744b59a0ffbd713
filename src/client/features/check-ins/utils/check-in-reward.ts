import type { I18n } from '@lingui/core';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { milestoneLabel, streakLabel } from '#shared/domain/streak';

/** The title of a check-in's success toast: the milestone just reached, else the streak ('3-day streak'). */
export function checkInRewardTitle(
  i18n: I18n,
  { milestone, currentStreak }: RecordedCheckIn,
): string | undefined {
  return milestone ? milestoneLabel(i18n, milestone) : (streakLabel(i18n, currentStreak) ?? undefined);
}
