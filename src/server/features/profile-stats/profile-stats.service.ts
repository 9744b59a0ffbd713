import type { I18n } from '@lingui/core';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { achievements } from '#shared/profile-stats/achievements';
import { daysPassed } from '#shared/domain/challenge-status';
import { daysPassedOf } from '#shared/domain/standing';
import { successRate } from '#shared/domain/scoring';
import type { Actor, Deps } from '#server/app-env';
import { listChallengeSummaries } from '#server/features/challenges/challenges.queries';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { loadCheckInYear } from './check-in-year';
import { listOwnStandings } from './profile-stats.queries';
import { amountHabitsOf } from './amount-habits';

/**
 * The profile's statistics (product-rules.md#profile, #achievements achievements): challenge counts, and the overall
 * success rate = successful days / days passed across all of the person's challenges, each counted as its board counts
 * them (from the day they joined, rest days left out: decision 039); their amount habits (issue 27, from the same
 * standings); and their year of check-ins (product-rules.md#your-year). Three SQL statements, a fourth when the
 * overall streak is older than the year. The achievements' words in `i18n`'s language (the asker's).
 */
export async function getProfileStats(deps: Deps, actor: Actor, i18n: I18n): Promise<ProfileStats> {
  const challenges = await listChallengeSummaries(deps.db, actor.userId, deps.clock.now());
  const standings = await listOwnStandings(
    deps.db,
    actor.userId,
    challenges.map((challenge) => challenge.id),
  );
  const successfulDays = standings.reduce((total, standing) => total + standing.successfulDays, 0);
  const standingOf = new Map(standings.map((standing) => [standing.challengeId, standing]));
  const passed = challenges.reduce((total, challenge) => {
    const standing = standingOf.get(challenge.id);
    return (
      total +
      (standing ? daysPassedOf(standing, challenge, challenge.today) : daysPassed(challenge, challenge.today))
    );
  }, 0);
  const rate = successRate(successfulDays, passed);
  return {
    totalChallenges: challenges.length,
    activeChallenges: challenges.filter((challenge) => challenge.status === 'active').length,
    completedChallenges: challenges.filter((challenge) => challenge.status === 'completed').length,
    successRate: rate,
    successfulDays,
    achievements: achievements(i18n, {
      successfulDays,
      totalChallenges: challenges.length,
      successRate: rate,
    }),
    amountHabits: amountHabitsOf(standings),
    year: await loadCheckInYear(deps.db, actor.userId, calendarDateIn(actor.timezone, deps.clock.now())),
  };
}
