import { challengeTypeInfo, type ChallengeType } from '#shared/challenges/challenge-types';
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
import { isOrganizer, visibleChallenge } from '../challenges/challenge-access';
import { toCheerSummary, type StoredLatestCheckIn } from '../cheers/cheer-summary';
import { findChallengeForViewer } from '../check-ins/check-ins.queries';
import { leaderboardMessages } from './leaderboard-messages';
import {
  type BoardQuery,
  type BoardRows,
  standardBoardRead,
  stepBoardRead,
  type StandardRow,
  type StepRow,
} from './leaderboards.queries';

/** GET /challenges/:id/leaderboard: for its participants and its organizer. */
export async function getLeaderboard(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  limit: number,
): Promise<Leaderboard> {
  const challenge = visibleChallenge(await findChallengeForViewer(deps.db, challengeId, actor.userId));
  if (!challenge.isParticipant && !isOrganizer(challenge, actor.userId))
    throw forbidden(leaderboardMessages.joinToSee);
  return readLeaderboard(deps.db, challenge, actor.userId, limit, deps.clock.now());
}

export interface BoardChallenge {
  id: string;
  challengeType: ChallengeType;
  templateId: string | null;
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
  return runCompiledRead(db, leaderboardRead(challenge, viewerId, limit, now));
}

/** readLeaderboard's statement and its answer, for a screen that runs it together with another read. */
export function leaderboardRead(
  challenge: BoardChallenge,
  viewerId: string,
  limit: number,
  now: Date,
): CompiledRead<unknown, Leaderboard> {
  const query: BoardQuery = {
    boardId: challenge.templateId ?? challenge.id,
    challengeId: challenge.id,
    viewerId,
    limit,
    now,
  };
  const title = challengeTypeInfo[challenge.challengeType].leaderboardTitle;
  return challenge.challengeType === 'step_count'
    ? mapRead(stepBoardRead(query), (board) => toStepBoard(challenge.id, title, board))
    : mapRead(standardBoardRead(query), (board) => toStandardBoard(challenge.id, title, board));
}

function toStepBoard(challengeId: string, title: string, board: BoardRows<StepRow>): Leaderboard {
  const entries = board.top.map((row) => toStepEntry(row, 0));
  const positions = sharedPositions(entries, compareSteps);
  return {
    challengeId,
    kind: 'steps',
    title,
    entries: entries.map((entry, index) => ({ ...entry, position: positions[index]! })),
    viewerEntry: board.viewer ? toStepEntry(board.viewer, Number(board.viewer.position)) : null,
    totalEntries: board.total,
  };
}

function toStandardBoard(challengeId: string, title: string, board: BoardRows<StandardRow>): Leaderboard {
  const entries = board.top.map((row) => toStandardEntry(row, 0));
  const positions = sharedPositions(entries, (a, b) => compareStandard(standingOf(a), standingOf(b)));
  return {
    challengeId,
    kind: 'standard',
    title,
    entries: entries.map((entry, index) => ({ ...entry, position: positions[index]! })),
    viewerEntry: board.viewer ? toStandardEntry(board.viewer, Number(board.viewer.position)) : null,
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
