import type { I18n } from '@lingui/core';
import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import type {
  AmountLeaderboardEntry,
  BoardCheckIn,
  Leaderboard,
  StandardLeaderboardEntry,
  StepLeaderboardEntry,
} from '#shared/leaderboards/leaderboards.types';
import { displayName } from '#shared/domain/display-name';
import { compareAmount, compareStandard, compareSteps, sharedPositions } from '#shared/leaderboards/ranking';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { mapRead, runRead, type StatementRead } from '#server/db/prepared-statement';
import { forbidden, notFound } from '#server/lib/domain-error';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { i18nFor } from '#server/i18n/i18n-for';
import { toCheerSummary, type StoredLatestCheckIn } from '#server/features/check-ins/cheer-summary';
import { leaderboardMessages } from './leaderboard-messages';
import {
  type BoardAnswer,
  type BoardRows,
  boardRead,
  type StandardRow,
  type StepRow,
} from './leaderboards.queries';

/**
 * GET /challenges/:id/leaderboard: for its participants and its organizer (404 for no challenge or a template, 403
 * for someone who does not take part). One statement, which decides who may read the board itself. Its title in
 * `i18n`'s language (the asker's).
 */
export async function getLeaderboard(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  limit: number,
  i18n: I18n,
): Promise<Leaderboard> {
  const board = await runRead(
    deps.db,
    leaderboardRead(challengeId, actor.userId, limit, deps.clock.now(), i18n),
  );
  if (board === 'missing') throw notFound(challengeMessages.notFound);
  if (board === 'forbidden') throw forbidden(leaderboardMessages.joinToSee);
  return board;
}

/**
 * The board of a challenge: top `limit` entries, the viewer's own entry wherever it ranks, and the count. A copy
 * of a template shows the board of every copy of that template (product-rules.md#leaderboards). One SQL statement;
 * null when the viewer may not read it (getLeaderboard says why). Its title in English: its readers want places.
 */
export async function readLeaderboard(
  db: Database,
  challengeId: string,
  viewerId: string,
  limit: number,
  now: Date,
): Promise<Leaderboard | null> {
  const board = await runRead(db, leaderboardRead(challengeId, viewerId, limit, now, i18nFor(SOURCE_LOCALE)));
  return typeof board === 'string' ? null : board;
}

/**
 * readLeaderboard's statement and its answer, for a screen that runs it together with another read; the board's title
 * in `i18n`'s language.
 */
export function leaderboardRead(
  challengeId: string,
  viewerId: string,
  limit: number,
  now: Date,
  i18n: I18n,
): StatementRead<unknown, Leaderboard | 'missing' | 'forbidden'> {
  return mapRead(boardRead({ challengeId, viewerId, limit, now }), (answer) =>
    toLeaderboard(challengeId, answer, i18n),
  );
}

function toLeaderboard(
  challengeId: string,
  answer: BoardAnswer,
  i18n: I18n,
): Leaderboard | 'missing' | 'forbidden' {
  if (answer.access !== 'readable') return answer.access;
  const heading = { challengeId, title: i18n._(challengeTypeInfo[answer.challengeType].leaderboardTitle) };
  if (answer.challengeType === 'step_count')
    return { ...heading, kind: 'steps', ...entriesOf(answer.board, toStepEntry, compareSteps) };
  const goal = dailyGoalOf(answer.challengeType, answer.goalConfig);
  if (goal.kind === 'amount') {
    const { kind: _, ...amountGoal } = goal;
    const compare = compareAmount(goal.direction);
    return {
      ...heading,
      kind: 'amount',
      goal: amountGoal,
      ...entriesOf(answer.board, toAmountEntry, (a, b) => compare(amountStandingOf(a), amountStandingOf(b))),
    };
  }
  return {
    ...heading,
    kind: 'standard',
    ...entriesOf(answer.board, toStandardEntry, (a, b) => compareStandard(standingOf(a), standingOf(b))),
  };
}

/** A board's rows as entries: the top with their positions (equal standings share one), the viewer's, the count. */
function entriesOf<Row, Entry extends { position: number }>(
  board: BoardRows<Row>,
  toEntry: (row: Row, position: number) => Entry,
  compare: (a: Entry, b: Entry) => number,
) {
  const entries = board.top.map((row) => toEntry(row, 0));
  const positions = sharedPositions(entries, compare);
  return {
    entries: entries.map((entry, index) => ({ ...entry, position: positions[index]! })),
    viewerEntry: board.viewer ? toEntry(board.viewer, Number(board.viewer.position)) : null,
    totalEntries: board.total,
  };
}

const standingOf = (entry: StandardLeaderboardEntry) => ({
  successfulDays: entry.sugarFreeDays,
  successRate: entry.score,
  bestStreak: entry.streak,
});

const toStandardEntry = (row: StandardRow, position: number): StandardLeaderboardEntry => ({
  userId: row.userId,
  userName: displayName(row, 'Unknown User'),
  avatar: row.avatar,
  position,
  score: row.successRate,
  streak: row.bestStreak,
  sugarFreeDays: row.successfulDays,
  totalDays: row.daysPassed,
  joinedDay: row.joinedDay,
  restDays: row.restDays,
  latestCheckIn: toBoardCheckIn(row.latestCheckIn),
});

const amountStandingOf = (entry: AmountLeaderboardEntry) => ({ ...standingOf(entry), ...entry });

const toAmountEntry = (row: StandardRow, position: number): AmountLeaderboardEntry => ({
  ...toStandardEntry(row, position),
  amountTotal: Number(row.amountTotal),
  amountAverage: row.checkIns > 0 ? Math.round((Number(row.amountTotal) / row.checkIns) * 100) / 100 : 0,
});

const toStepEntry = (row: StepRow, position: number): StepLeaderboardEntry => ({
  userId: row.userId,
  name: displayName(row, 'Unknown User'),
  avatar: row.avatar,
  position,
  totalPercentage: row.stepPoints,
  averagePercentage: row.averagePercentage,
  daysCompleted: row.daysCompleted,
  totalSteps: row.totalSteps,
  joinedDay: row.joinedDay,
  restDays: row.restDays,
  latestCheckIn: toBoardCheckIn(row.latestCheckIn),
});

const toBoardCheckIn = (stored: StoredLatestCheckIn | null): BoardCheckIn | null =>
  stored && {
    id: stored.id,
    date: stored.date,
    source: stored.source,
    cheers: toCheerSummary(stored.cheers),
  };
