import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { MilestoneFacts } from '#shared/domain/streak';
import type { Database } from '#server/db/database';
import { checkIns } from '#server/db/schema/challenges';
import type { StoredPerson } from '#server/features/users/person-view';
import { checkInColumnsOf, cheerSummarySql, type StoredCheerSummary } from './cheer-summary';
import type { StoredFlag } from './check-in-view';
import type { WriteResult } from './check-in-writes';
import { checkInJsonOf, flagJsonOf, milestoneFactsJsonOf, type WrittenCheckIn } from './check-in-json';
import { parseJson, preparedStatement, rowsOf } from '#server/db/prepared-statement';
import { hiddenByModerator } from '#server/features/moderation-visibility/visible-content';

// Reads and locks of check-ins (the writes, each with its standing's refresh, are in check-in-writes.ts); the
// rules live in check-ins.service.ts. What a check-in's create, change and removal run is prepared.

/** JSON of what the check-in rules read of challenge `c` (a RulesChallenge). */
const rulesChallengeJson = sql.raw(`json_build_object('id', c.id, 'title', c.title,
  'organizerId', c.organizer_id, 'startDate', c.start_date, 'endDate', c.end_date, 'timezone', c.timezone,
  'challengeType', c.challenge_type, 'goalConfig', c.goal_config, 'templateId', c.template_id,
  'restDayBudget', c.rest_day_budget)`);

/** The challenge as the check-in rules read it, and whether the viewer takes part in it. */
export interface CheckInChallenge extends RulesChallenge {
  isParticipant: boolean;
}

/** The challenge and whether `userId` takes part in it: one statement; undefined when there is none. */
export async function findChallengeForViewer(
  db: Database,
  challengeId: string,
  userId: string,
): Promise<CheckInChallenge | undefined> {
  const [row] = await challengeForViewer.run(db, { challengeId, userId });
  return row && { ...parseJson(row.challenge), isParticipant: row.isParticipant };
}

// every check-in list and many a service start here
const challengeForViewer = preparedStatement<{ challenge: RulesChallenge | string; isParticipant: boolean }>(
  () => sql`select ${rulesChallengeJson} as challenge, exists (select 1 from challenge_participants p
      where p.challenge_id = c.id and p.user_id = ${sql.placeholder('userId')}) as "isParticipant"
    from challenges c where c.id = ${sql.placeholder('challengeId')}`,
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
): Promise<RulesChallenge | undefined> {
  const [row] = await participationLock.run(tx, { challengeId, userId });
  return row && parseJson(row.challenge);
}

// prepared, as every statement of the check-in writes: building the Drizzle select cost 55 µs of a check-in's CPU
const participationLock = preparedStatement<{ challenge: RulesChallenge | string }>(
  () => sql`select ${rulesChallengeJson} as "challenge"
    from challenge_participants p
    join challenges c on c.id = p.challenge_id
    where p.challenge_id = ${sql.placeholder('challengeId')} and p.user_id = ${sql.placeholder('userId')}
    for update of p`,
);

/**
 * The person's own check-in and its challenge, with both the check-in and the person's participation row locked
 * (in that order, as the two separate locks below), in one statement; undefined when either is missing.
 */
export async function lockOwnCheckInAndParticipation(
  tx: Database,
  checkInId: string,
  userId: string,
): Promise<LockedCheckIn | undefined> {
  const [row] = await ownCheckInAndParticipationLock.run(tx, { checkInId, userId });
  return (
    row && { checkIn: parseJson(row.checkIn), challenge: parseJson(row.challenge), flag: parseJson(row.flag) }
  );
}

// prepared: building the equivalent Drizzle select cost a tenth of a check-in edit's CPU
const ownCheckInAndParticipationLock = preparedStatement<LockedCheckIn>(
  () => sql`select ${checkInJsonOf('ci')} as "checkIn", ${rulesChallengeJson} as "challenge",
      ${flagJsonOf('ci')} as "flag"
    from check_ins ci
    join challenge_participants p on p.challenge_id = ci.challenge_id and p.user_id = ci.user_id
    join challenges c on c.id = ci.challenge_id
    where ci.id = ${sql.placeholder('checkInId')} and ci.user_id = ${sql.placeholder('userId')}
    for update of ci, p`,
);

/** A check-in locked for a change, with what the rules need of its challenge and the organizer's flag. */
export interface LockedCheckIn {
  checkIn: WrittenCheckIn;
  challenge: RulesChallenge;
  flag: StoredFlag | null;
}

/** What the check-in rules need of a challenge. */
export interface RulesChallenge {
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
  return rowsOf<{ checkIn: WrittenCheckIn; flag: StoredFlag | null }>(
    db,
    sql`select ${checkInJsonOf('ci')} as "checkIn", ${flagJsonOf('ci')} as flag
      from check_ins ci
      where ci.challenge_id = ${challengeId} and ci.user_id = ${userId}
      order by ci.date desc
      limit ${limit}::int`,
  );
}

/**
 * Everyone's check-ins in one challenge with who made them, their flags, and their cheers as `viewerId` sees them,
 * newest first.
 */
export async function listRecentCheckIns(db: Database, challengeId: string, viewerId: string, limit: number) {
  return rowsOf<RecentCheckInRow>(
    db,
    sql`select ${recentCheckInColumns(viewerId)}
      from check_ins ci join users u on u.id = ci.user_id
      where ci.challenge_id = ${challengeId}
      order by ci.created_at desc, ci.id desc
      limit ${limit}::int`,
  );
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

/** A check-in as Recent Check-ins show it (toRecentCheckIn). */
export interface RecentCheckInRow {
  checkIn: WrittenCheckIn;
  person: StoredPerson & { id: string; timezone: string };
  flag: StoredFlag | null;
  cheers: StoredCheerSummary;
}

/**
 * Check-in `ci`'s note as the lists of other people's check-ins show it: none once a site administrator hid it
 * (decision 085) — the hides' primary key probed only for a check-in with a note.
 */
const shownNote = sql`case when ci.notes is null then null
  when ${hiddenByModerator('check_in_note', sql`ci.id`)} then null else ci.notes end`;

/**
 * The columns of a RecentCheckInRow: check-in `ci` (its note as shown to others), who made it (`u`, joined on it), the
 * organizer's flag and its cheers as `viewerId` sees them.
 */
export const recentCheckInColumns = (viewerId: string | Placeholder) =>
  sql`${checkInJsonOf('ci', shownNote)} as "checkIn",
    json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'avatar', u.image, 'timezone', u.timezone)
      as person,
    ${flagJsonOf('ci')} as flag,
    ${cheerSummarySql(checkInColumnsOf('ci'), viewerId)} as cheers`;

/** A stored entry with its flag, read back as a write that changed nothing: the standing before and after are the same. */
type UnchangedEntry = WriteResult & { flag: StoredFlag | null };

interface EntryRow {
  checkIn: WrittenCheckIn;
  flag: StoredFlag | null;
  standing: MilestoneFacts;
}

function unchangedEntryOf(row: EntryRow | undefined): UnchangedEntry | undefined {
  if (!row) return undefined;
  const standing = parseJson(row.standing);
  return { checkIn: parseJson(row.checkIn), before: standing, after: standing, flag: parseJson(row.flag) };
}

/** The entry's columns and the person's standing, for one of the person's check-ins chosen by `where`. */
const ownEntryWhere = (where: SQL) =>
  sql`select ${checkInJsonOf('ci')} as "checkIn", ${flagJsonOf('ci')} as "flag",
      ${milestoneFactsJsonOf('s')} as "standing"
    from check_ins ci
    left join leaderboard_standings s on s.challenge_id = ci.challenge_id and s.user_id = ci.user_id
    where ci.user_id = ${sql.placeholder('userId')} and ${where}`;

/**
 * The person's check-in the device gave `clientId` (decision 030), as a write that changed nothing (so no milestone
 * is reached again). One statement; undefined when there is none.
 */
export async function findOwnCheckInByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<UnchangedEntry | undefined> {
  return unchangedEntryOf((await ownCheckInByClientId.run(db, { userId, clientId }))[0]);
}

// prepared: building the Drizzle select cost 90 µs of a check-in's CPU
const ownCheckInByClientId = preparedStatement<EntryRow>(() =>
  ownEntryWhere(sql`ci.client_id = ${sql.placeholder('clientId')}`),
);

/**
 * The person's entry for `date` (a check-in or a rest day) with its flag, as a write that changed nothing. Read under
 * their participation lock; undefined when the day is free.
 */
export async function findOwnDayEntry(
  db: Database,
  query: { challengeId: string; userId: string; date: string },
): Promise<UnchangedEntry | undefined> {
  return unchangedEntryOf((await ownDayEntry.run(db, query))[0]);
}

// prepared: every sync of a day's amount reads it
const ownDayEntry = preparedStatement<EntryRow>(() =>
  ownEntryWhere(
    sql`ci.challenge_id = ${sql.placeholder('challengeId')} and ci.date = ${sql.placeholder('date')}::date`,
  ),
);

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
