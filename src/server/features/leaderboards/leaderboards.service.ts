import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import type {
  BoardCheckIn,
  Leaderboard,
  StandardLeaderboardEntry,
  StepLeaderboardEntry,
} from '#shared/leaderboards/leaderboards.types';
import { displayName } from '#shared/domain/display-name';
import { compareStandard, compareSteps, sharedPositions } from '#shared/leaderboards/ranking';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { type CompiledRead, mapRead, runCompiledRead } from '#server/db/prepared-statement';
import { forbidden } from '#server/lib/domain-error';
import { mayReadBoard, visibleChallenge } from '#server/features/challenges/challenge-access';
import { toCheerSummary, type StoredLatestCheckIn } from '#server/features/check-ins/cheer-summary';
import { findChallengeForViewer } from '#server/features/check-ins/check-ins.queries';
import { leaderboardMessages } from './leaderboard-messages';
import { type BoardChallenge, knownBoardChallenge, rememberBoardChallenge } from './known-board-challenges';
import {
  type BoardQuery,
  type BoardRows,
  standardBoardRead,
  stepBoardRead,
  type StandardRow,
  type StepRow,
} from './leaderboards.queries';

/**
 * GET /challenges/:id/leaderboard: for its participants and its organizer. A board whose challenge this server has
 * read before is one statement, which also says whether the viewer may see it; the first read of a board, and a
 * refusal, ask the challenge first (404 for none or a template, 403 for someone who does not take part).
 */
export async function getLeaderboard(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  limit: number,
): Promise<Leaderboard> {
  const now = deps.clock.now();
  const known = knownBoardChallenge(deps.db, challengeId);
  if (known) {
    const { leaderboard, mayRead } = await runCompiledRead(
      deps.db,
      leaderboardRead(known, actor.userId, limit, now),
    );
    if (mayRead) return leaderboard;
  }
  const challenge = visibleChallenge(await findChallengeForViewer(deps.db, challengeId, actor.userId));
  if (!mayReadBoard(challenge, actor.userId)) throw forbidden(leaderboardMessages.joinToSee);
  rememberBoardChallenge(deps.db, challenge);
  return readLeaderboard(deps.db, challenge, actor.userId, limit, now);
}

/**
 * The board of a challenge: top `limit` entries, the viewer's own entry wherever it ranks, and the count. A copy
 * of a template shows the board of every copy of that template (product-rules.md#leaderboards). One SQL statement.
 */
export async function readLeaderboard(
  db: Database,
  challenge: BoardChallenge,
  viewerId: string,
  limit: number,
  now: Date,
): Promise<Leaderboard> {
  return (await runCompiledRead(db, leaderboardRead(challenge, viewerId, limit, now))).leaderboard;
}

/** A board as read, and whether the viewer may read it, as the same statement found it (null: no such challenge). */
export interface BoardAnswer {
  leaderboard: Leaderboard;
  mayRead: boolean | null;
}

/** readLeaderboard's statement and its answer, for a screen that runs it together with another read. */
export function leaderboardRead(
  challenge: BoardChallenge,
  viewerId: string,
  limit: number,
  now: Date,
): CompiledRead<unknown, BoardAnswer> {
  const query: BoardQuery = {
    boardId: challenge.templateId ?? challenge.id,
    challengeId: challenge.id,
    viewerId,
    limit,
    now,
  };
  const heading = {
    challengeId: challenge.id,
    title: challengeTypeInfo[challenge.challengeType].leaderboardTitle,
  };
  return challenge.challengeType === 'step_count'
    ? mapRead(stepBoardRead(query), (board) => ({
        leaderboard: { ...heading, kind: 'steps', ...entriesOf(board, toStepEntry, compareSteps) },
        mayRead: board.mayRead,
      }))
    : mapRead(standardBoardRead(query), (board) => ({
        leaderboard: {
          ...heading,
          kind: 'standard',
          ...entriesOf(board, toStandardEntry, (a, b) => compareStandard(standingOf(a), standingOf(b))),
        },
        mayRead: board.mayRead,
      }));
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
  stored && { id: stored.id, date: stored.date, cheers: toCheerSummary(stored.cheers) };
