import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { milestoneLabel, streakLabel } from '#shared/domain/streak';

/** The title of a check-in's success toast: the milestone just reached, else the streak ('3-day streak'). */
export function checkInRewardTitle({ milestone, currentStreak }: RecordedCheckIn): string | undefined {
  return milestone ? milestoneLabel(milestone) : (streakLabel(currentStreak) ?? undefined);
}
