import type { ChallengeResults, RoundProgress } from '#shared/challenge-rounds/challenge-rounds.types';
import {
  challengeDays,
  dailyAverage,
  finalEntries,
  longestStreakOf,
  podiumOf,
} from '#shared/challenge-rounds/final-results';
import { dailyGoalOf, rankedAmountGoalOf } from '#shared/challenges/daily-goal';
import { challengeStatus, daysPassed } from '#shared/domain/challenge-status';
import { displayName } from '#shared/domain/display-name';
import { successRate } from '#shared/domain/scoring';
import type { Actor, Deps } from '#server/app-env';
import { conflict, forbidden } from '#server/lib/domain-error';
import { isOrganizer, mayReadBoard, visibleChallenge } from '#server/features/challenges/challenge-access';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { findChallenge } from '#server/features/challenges/challenges.queries';
import {
  listCheckInDays,
  listSeriesRounds,
  listStandingsOf,
  type SeriesRoundRow,
} from './challenge-rounds.queries';
import { roundMessages } from './round-messages';

/**
 * A completed challenge's results view (product-rules.md#results-and-rounds) in one request: the challenge and its
 * standings side by side, then its check-ins and series side by side — four statements whatever the number of
 * participants or rounds. Only those who may read its board may read its results (the board's own rule, decision
 * 056): the standings list every participant, so who takes part is known before anything else is read.
 */
export async function getChallengeResults(
  deps: Deps,
  viewer: Actor,
  challengeId: string,
): Promise<ChallengeResults> {
  const now = deps.clock.now();
  const [row, standings] = await Promise.all([
    findChallenge(deps.db, challengeId),
    listStandingsOf(deps.db, challengeId),
  ]);
  const challenge = visibleChallenge(row);
  const isParticipant = standings.some((standing) => standing.id === viewer.userId);
  if (!mayReadBoard({ organizerId: challenge.organizerId, isParticipant }, viewer.userId)) {
    throw forbidden(roundMessages.takePartToSeeResults);
  }
  if (challengeStatus(challenge, challengeToday(challenge, now)) !== 'completed') {
    throw conflict(roundMessages.resultsNotReady);
  }
  const seriesId = challenge.seriesId ?? challenge.id;
  const [checkIns, rounds] = await Promise.all([
    listCheckInDays(deps.db, challenge),
    listSeriesRounds(deps.db, seriesId, viewer.userId),
  ]);
  const days = challengeDays(challenge.startDate, challenge.endDate);
  const entries = finalEntries({
    challengeType: challenge.challengeType,
    amountGoal: rankedAmountGoalOf(challenge.challengeType, challenge.goalConfig),
    days,
    participants: standings.map((row) => ({
      person: { id: row.id, name: displayName({ name: row.name, email: row.email }), avatar: row.avatar },
      standing:
        row.successfulDays === null
          ? null
          : {
              successfulDays: row.successfulDays,
              bestStreak: row.bestStreak ?? 0,
              stepPoints: row.stepPoints ?? 0,
              stepAverage: row.stepAverage ?? 0,
              amountTotal: Number(row.amountTotal ?? 0),
              totalCheckIns: row.totalCheckIns ?? 0,
              countedFrom: row.countedFrom ?? challenge.startDate,
              restDates: row.restDates ?? [],
            },
    })),
    checkIns,
  });
  const organizer = isOrganizer(challenge, viewer.userId);
  return {
    challengeId: challenge.id,
    title: challenge.title,
    challengeType: challenge.challengeType,
    dailyGoal: dailyGoalOf(challenge.challengeType, challenge.goalConfig),
    startDate: challenge.startDate,
    endDate: challenge.endDate,
    days,
    podium: podiumOf(entries),
    entries,
    longestStreak: longestStreakOf(entries),
    viewer: {
      userId: viewer.userId,
      isOrganizer: organizer,
      canRunAgain: organizer && !challenge.round.next,
    },
    round: challenge.round,
    progress: rounds.map((round) => roundProgress(round, now)),
  };
}

/**
 * The viewer's and the group's success rate in one round, over the days it has passed so far; for an amount goal,
 * their averages per check-in too (decision 082: round over round, the amount says how far people came).
 */
function roundProgress(round: SeriesRoundRow, now: Date): RoundProgress {
  const today = challengeToday(round, now);
  const passed = daysPassed(round, today);
  const isAmount = rankedAmountGoalOf(round.challengeType, round.goalConfig) !== null;
  return {
    challengeId: round.challengeId,
    roundNumber: round.roundNumber,
    startDate: round.startDate,
    endDate: round.endDate,
    status: challengeStatus(round, today),
    yourRate: round.viewerSuccessfulDays === null ? null : successRate(round.viewerSuccessfulDays, passed),
    groupRate: successRate(round.successfulDays, passed * round.participants),
    yourAmountAverage:
      isAmount && round.viewerCheckIns > 0
        ? dailyAverage(round.viewerAmountTotal, round.viewerCheckIns)
        : null,
    groupAmountAverage: isAmount ? dailyAverage(round.amountTotal, round.checkIns) : null,
  };
}
