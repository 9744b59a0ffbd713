import type { I18n } from '@lingui/core';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { type Dashboard, DASHBOARD_SECTION_LIMITS } from '#shared/dashboard/dashboard.types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import type { Actor, Deps } from '#server/app-env';
import { toCheerSummary } from '#server/features/check-ins/cheer-summary';
import { toRecentCheckIn } from '#server/features/check-ins/check-in-view';
import { isOrganizer } from '#server/features/challenges/challenge-access';
import { listTemplates } from '#server/features/challenges/challenges.queries';
import { toChallengeSummary, toTemplateChallenge } from '#server/features/challenges/challenge-view';
import { mapRead, runReadsTogether } from '#server/db/prepared-statement';
import { leaderboardRead } from '#server/features/leaderboards/leaderboards.service';
import { todayPanelRead } from './dashboard-today';
import { listDashboardSections, listRecentCheckInsAcross, type SectionRow } from './dashboard.queries';

/** product-rules.md#dashboard: the dashboard shows the top 3 of one board and the 3 newest check-ins. */
export const DASHBOARD_BOARD_SIZE = 3;
export const DASHBOARD_RECENT_CHECK_INS = 3;

/**
 * The whole dashboard in one request and three SQL statements whatever the person's history: the bounded sections
 * with their counts and the recent check-ins (in parallel, with the templates, read once per database), then the
 * board of the default challenge and the Today panel of the active ones shown (one statement together). The board's
 * title and the templates in `i18n`'s language (the asker's).
 */
export async function getDashboard(deps: Deps, actor: Actor, i18n: I18n): Promise<Dashboard> {
  const now = deps.clock.now();
  const [sections, templates, recent] = await Promise.all([
    listDashboardSections(deps.db, actor.userId, now, DASHBOARD_SECTION_LIMITS),
    listTemplates(deps.db),
    listRecentCheckInsAcross(deps.db, actor.userId, DASHBOARD_RECENT_CHECK_INS),
  ]);
  const inSection = (section: SectionRow['section']) =>
    sections.filter((row) => row.section === section).map((row) => toChallengeSummary(row, now));
  const active = inSection('active');
  const featured = defaultBoardChallenge(active);
  // no active challenge: no board and nothing to check in today
  const [leaderboard, today] = featured
    ? await runReadsTogether(
        deps.db,
        // the person's own active challenge: theirs to read (a string would say why not)
        mapRead(leaderboardRead(featured.id, actor.userId, DASHBOARD_BOARD_SIZE, now, i18n), (board) =>
          typeof board === 'string' ? null : board,
        ),
        todayPanelRead(actor, active, now),
      )
    : [null, []];
  const [counted] = sections;
  return {
    active,
    upcoming: inSection('upcoming'),
    completed: inSection('completed'),
    counts: {
      active: counted?.activeCount ?? 0,
      upcoming: counted?.upcomingCount ?? 0,
      completed: counted?.completedCount ?? 0,
    },
    templates: templates.map((template) => toTemplateChallenge(i18n, template)),
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
