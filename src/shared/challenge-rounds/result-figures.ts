import type { ChallengeType } from '#shared/challenges/challenge-types';
import { dayCount } from '#shared/domain/count-labels';
import type { ResultsEntry } from './challenge-rounds.types';

/** What the results say when nobody met a day (the podium panel and the shared image alike). */
export const NO_PODIUM_TEXT = 'Nobody checked in, so there is no podium.';

/**
 * What placed a person, as the podium says it (decision 061: the tie-break's figure too): a step challenge's points
 * and daily average, else met days, success rate and best streak. One wording for the panel and the shared image.
 */
export function resultFigures(
  entry: Pick<ResultsEntry, 'stepPoints' | 'stepAverage' | 'successfulDays' | 'successRate' | 'bestStreak'>,
  challengeType: ChallengeType,
): string {
  return challengeType === 'step_count'
    ? `${entry.stepPoints.toLocaleString('en-US')} points • ${entry.stepAverage}% daily average`
    : `${dayCount(entry.successfulDays)} • ${entry.successRate}% • best streak ${entry.bestStreak}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: a place in words. */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th');
  return `${position}${suffix}`;
}
