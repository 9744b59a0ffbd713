import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { MilestoneFacts } from '#shared/domain/streak';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challenges, checkIns } from '#server/db/schema/challenges';
import { challengeRuleColumns } from '#server/features/challenges/challenge-columns';
import { cheerSummarySql, type StoredCheerSummary } from '#server/features/check-ins/cheer-summary';
import { checkInFlags } from '#server/db/schema/check-in-flags';
import type { StoredFlag } from './check-in-view';
import type { WriteResult, WrittenCheckIn } from './check-in-writes';
import { builtOncePerDatabase, executeCompiled, parseJson } from '#server/db/prepared-statement';

/** The organizer's flag of a check-in, joined to it (null when there is none): decision 040. */
const flagFields = { createdAt: checkInFlags.createdAt, reason: checkInFlags.reason };

// Reads and locks of check-ins (the writes, each with its standing's refresh, are in check-in-writes.ts); the
// rules live in check-ins.service.ts. A check-in's create, change and removal run statements compiled once.

/** What the check-in rules need to know about a challenge. */
const challengeFields = {
  ...challengeRuleColumns,
  challengeType: sql<ChallengeType>`${challenges.challengeType}`,
  goalConfig: challenges.goalConfig,
  templateId: challenges.templateId,
  restDayBudget: challenges.restDayBudget,
};

// What the compiled statements of the check-in writes answer, as JSON: the check-in `ci`, its challenge `c` (what
// the check-in rules read of it) and the organizer's flag `f` of the check-in, null when there is none
const checkInJson = sql.raw(`json_build_object('id', ci.id, 'userId', ci.user_id,
  'challengeId', ci.challenge_id, 'date', ci.date, 'kind', ci.kind, 'goalData', ci.goal_data,
  'sugarFree', ci.sugar_free, 'notes', ci.notes, 'createdAt', ci.created_at, 'updatedAt', ci.updated_at)`);
const lockedChallengeJson = sql.raw(`json_build_object('id', c.id, 'title', c.title,
  'organizerId', c.organizer_id, 'startDate', c.start_date, 'endDate', c.end_date, 'timezone', c.timezone,
  'challengeType', c.challenge_type, 'goalConfig', c.goal_config, 'templateId', c.template_id,
  'restDayBudget', c.rest_day_budget)`);
const flagJson = sql.raw(`case when f.check_in_id is not null
  then json_build_object('createdAt', f.created_at, 'reason', f.reason) end`);

export type CheckInChallenge = Awaited<ReturnType<typeof findChallengeForViewer>> & object;

/** The challenge and whether `userId` takes part in it: one statement. */
export async function findChallengeForViewer(db: Database, challengeId: string, userId: string) {
  const [row] = await challengeForViewer(db).execute({ challengeId, userId });
  return row;
}

// built once, prepared: every board read and check-in list starts here
const challengeForViewer = builtOncePerDatabase((db: Database) =>
  db
    .select({
      ...challengeFields,
      // qualified by hand: in a one-table select Drizzle leaves column names bare, which the subquery would misread
      isParticipant: sql<boolean>`exists (
        select 1 from challenge_participants p
        where p.challenge_id = "challenges"."id" and p.user_id = ${sql.placeholder('userId')}
      )`,
    })
    .from(challenges)
    .where(eq(challenges.id, sql.placeholder('challengeId')))
    .prepare('find_challenge_for_viewer'),
);

/**
 * The challenge, with the person's participation row locked until the transaction ends, or undefined when they do
 * not take part. Every check-in write of one person in one challenge queues here, so the standings recompute that
 * follows always sees the other writes and none is lost.
 */
export async function lockParticipation(
  tx: Database,
  challengeId: string,
  userId: string,
): Promise<LockedChallenge | undefined> {
  // compiled once (executeCompiled), as every statement of the check-in writes: building the Drizzle select cost
  // 55 µs of a check-in's CPU
  const [row] = await executeCompiled<{ challenge: LockedChallenge }>(
    tx,
    'lock_participation',
    () => sql`select ${lockedChallengeJson} as "challenge"
      from challenge_participants p
      join challenges c on c.id = p.challenge_id
      where p.challenge_id = ${sql.placeholder('challengeId')} and p.user_id = ${sql.placeholder('userId')}
      for update of p`,
    { challengeId, userId },
  );
  return row && parseJson(row.challenge);
}

/**
 * The person's own check-in and its challenge, with both the check-in and the person's participation row locked
 * (in that order, as the two separate locks below), in one statement; undefined when either is missing.
 */
export async function lockOwnCheckInAndParticipation(
  tx: Database,
  checkInId: string,
  userId: string,
): Promise<LockedCheckIn | undefined> {
  // compiled once (executeCompiled): building the equivalent Drizzle select cost a tenth of a check-in edit's CPU
  const [row] = await executeCompiled<LockedCheckIn>(
    tx,
    'lock_own_check_in_and_participation',
    () => sql`select ${checkInJson} as "checkIn", ${lockedChallengeJson} as "challenge", ${flagJson} as "flag"
      from check_ins ci
      left join check_in_flags f on f.check_in_id = ci.id
      join challenge_participants p on p.challenge_id = ci.challenge_id and p.user_id = ci.user_id
      join challenges c on c.id = ci.challenge_id
      where ci.id = ${sql.placeholder('checkInId')} and ci.user_id = ${sql.placeholder('userId')}
      for update of ci, p`,
    { checkInId, userId },
  );
  return (
    row && { checkIn: parseJson(row.checkIn), challenge: parseJson(row.challenge), flag: parseJson(row.flag) }
  );
}

/** A check-in locked for a change, with what the rules need of its challenge and the organizer's flag. */
export interface LockedCheckIn {
  checkIn: WrittenCheckIn;
  challenge: LockedChallenge;
  flag: StoredFlag | null;
}

/** What the check-in rules need of a challenge, read with a lock on the person's participation. */
export interface LockedChallenge {
  id: string;
  title: string;
  organizerId: string | null;
  startDate: string;
  endDate: string;
  timezone: string;
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
  templateId: string | null;
  restDayBudget: number;
}

/** The person's own check-in, if it exists (anyone else's is not theirs to see). */
export async function findOwnCheckIn(db: Database, checkInId: string, userId: string) {
  const [row] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.userId, userId)));
  return row;
}

/** The person's check-ins in one challenge with their flags, latest date first. */
export async function listOwnCheckIns(db: Database, challengeId: string, userId: string, limit: number) {
  return db
    .select({ checkIn: checkIns, flag: flagFields })
    .from(checkIns)
    .leftJoin(checkInFlags, eq(checkInFlags.checkInId, checkIns.id))
    .where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId)))
    .orderBy(desc(checkIns.date))
    .limit(limit);
}

/**
 * Everyone's check-ins in one challenge with who made them, their flags, and their cheers as `viewerId` sees them,
 * newest first.
 */
export async function listRecentCheckIns(db: Database, challengeId: string, viewerId: string, limit: number) {
  return db
    .select(recentCheckInColumns(viewerId))
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .leftJoin(checkInFlags, eq(checkInFlags.checkInId, checkIns.id))
    .where(eq(checkIns.challengeId, challengeId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
}

/** The kind of the person's entry for `date` (a check-in or a rest day), if any. */
export async function findOwnDayKind(db: Database, challengeId: string, userId: string, date: string) {
  const [row] = await db
    .select({ kind: checkIns.kind })
    .from(checkIns)
    .where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId), eq(checkIns.date, date)));
  return row?.kind;
}

/** How many rest days the person has declared in the challenge (read under their participation lock). */
export async function countOwnRestDays(db: Database, challengeId: string, userId: string) {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(
      and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId), eq(checkIns.kind, 'rest')),
    );
  return Number(row?.used ?? 0);
}

/** check_ins' columns a cheer summary reads, qualified (product-rules.md#cheers). */
const checkInColumns = {
  id: sql`${checkIns.id}`,
  userId: sql`${checkIns.userId}`,
  challengeId: sql`${checkIns.challengeId}`,
};

/**
 * A check-in as Recent Check-ins show it (toRecentCheckIn): who made it, the organizer's flag and its cheers as
 * `viewerId` sees them. The read joins users on the check-in's person and left-joins its flag.
 */
export const recentCheckInColumns = (viewerId: string | Placeholder) => ({
  checkIn: checkIns,
  person: {
    id: users.id,
    name: users.name,
    email: users.email,
    avatar: users.image,
    timezone: users.timezone,
  },
  flag: flagFields,
  cheers: sql<StoredCheerSummary>`${cheerSummarySql(checkInColumns, viewerId)}`,
});

/**
 * The person's check-in the device gave `clientId` (decision 030), as a write that changed nothing: the standing
 * before and after are the same (so no milestone is reached again). One statement; undefined when there is none.
 */
export async function findOwnCheckInByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<(WriteResult & { flag: StoredFlag | null }) | undefined> {
  // compiled once (executeCompiled): building the Drizzle select cost 90 µs of a check-in's CPU
  const [row] = await executeCompiled<{
    checkIn: WrittenCheckIn;
    flag: StoredFlag | null;
    standing: MilestoneFacts;
  }>(
    db,
    'find_own_check_in_by_client_id',
    () => sql`select ${checkInJson} as "checkIn", ${flagJson} as "flag",
        json_build_object('successfulDays', coalesce(s.successful_days, 0),
          'currentStreak', coalesce(s.current_streak, 0), 'latestDate', s.streak_through) as "standing"
      from check_ins ci
      left join check_in_flags f on f.check_in_id = ci.id
      left join leaderboard_standings s on s.challenge_id = ci.challenge_id and s.user_id = ci.user_id
      where ci.user_id = ${sql.placeholder('userId')} and ci.client_id = ${sql.placeholder('clientId')}`,
    { userId, clientId },
  );
  if (!row) return undefined;
  const standing = parseJson(row.standing);
  return { checkIn: parseJson(row.checkIn), before: standing, after: standing, flag: parseJson(row.flag) };
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, as PostgreSQL and PGlite report it through Drizzle
 * ('' when the driver does not name it); undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const failure = current as { code?: unknown; constraint?: unknown };
    if (failure.code === '23505') return typeof failure.constraint === 'string' ? failure.constraint : '';
  }
  return undefined;
}

/** The constraint that keeps a device's id to one check-in per person (schema/challenges.ts). */
export const CLIENT_ID_CONSTRAINT = 'check_ins_userId_clientId_unique';
