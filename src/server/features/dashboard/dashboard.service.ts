import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import type { Actor, Deps } from '#server/app-env';
import { toCheerSummary } from '../cheers/cheer-summary';
import { toRecentCheckIn } from '../check-ins/check-in-view';
import { isOrganizer } from '../challenges/challenge-access';
import { listChallengeSummaries, listTemplates } from '../challenges/challenges.queries';
import { mapRead, runCompiledReadsTogether } from '#server/db/prepared-statement';
import { leaderboardRead } from '../leaderboards/leaderboards.service';
import { todayPanelRead } from './dashboard-today';
import { listRecentCheckInsAcross } from './dashboard.queries';

/** product-rules.md#dashboard: the dashboard shows the top 3 of one board and the 3 newest check-ins. */
export const DASHBOARD_BOARD_SIZE = 3;
export const DASHBOARD_RECENT_CHECK_INS = 3;

/**
 * The whole dashboard in one request and three SQL statements whatever the number of challenges: the person's
 * challenges and the recent check-ins (in parallel, with the templates, read once per database), then the board of
 * the default challenge and the Today panel of the active ones (one statement together).
 */
export async function getDashboard(deps: Deps, actor: Actor): Promise<Dashboard> {
  const now = deps.clock.now();
  const [challenges, templates, recent] = await Promise.all([
    listChallengeSummaries(deps.db, actor.userId, now),
    listTemplates(deps.db),
    listRecentCheckInsAcross(deps.db, actor.userId, DASHBOARD_RECENT_CHECK_INS),
  ]);
  const byStatus = (status: ChallengeSummary['status']) => challenges.filter((c) => c.status === status);
  const active = byStatus('active');
  const featured = defaultBoardChallenge(active);
  // no active challenge: no board and nothing to check in today
  const [leaderboard, today] = featured
    ? await runCompiledReadsTogether(
        deps.db,
        mapRead(
          leaderboardRead(featured, actor.userId, DASHBOARD_BOARD_SIZE, now),
          (board) => board.leaderboard,
        ),
        todayPanelRead(actor, active, now),
      )
    : [null, []];
  return {
    active,
    upcoming: byStatus('upcoming'),
    completed: byStatus('completed'),
    templates,
    leaderboard,
    recentCheckIns: recent.map(({ checkIn, person, challenge, flag, cheers }) =>
      toRecentCheckIn(
        checkIn,
        person,
        challenge,
        calendarDateIn(challenge.timezone, now),
        toCheerSummary(cheers),
        {
          flag,
          // the flag's reason: for the person concerned and the organizer (decision 040)
          readsFlagReason: person.id === actor.userId || isOrganizer(challenge, actor.userId),
        },
      ),
    ),
    today,
  };
}

/** product-rules.md#dashboard: the default selection is the active challenge with the nearest end date. */
export function defaultBoardChallenge(active: ChallengeSummary[]): ChallengeSummary | undefined {
  return active.reduce<ChallengeSummary | undefined>(
    (nearest, challenge) => (!nearest || challenge.endDate < nearest.endDate ? challenge : nearest),
    undefined,
  );
}
