import { and, asc, eq, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { RoundLinks } from '#shared/challenge-rounds/challenge-rounds.types';
import type { PersonSummary } from '#shared/users/users.types';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { displayName } from '#shared/domain/display-name';
import type { Database } from '#server/db/database';
import { preparedStatement, rowsOf } from '#server/db/prepared-statement';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { groupChallenges, groups } from '#server/db/schema/social';
import { challengeRuleColumns } from './challenge-columns';
import { type SummaryRow, toChallengeSummary } from './challenge-view';
import { isTemplateWhere } from './challenge-access';

// Drizzle reads and writes of challenges and their participants; the rules live in the services.

const participantCount = sql<number>`(
  select count(*)::int from ${challengeParticipants}
  where ${challengeParticipants.challengeId} = ${challenges.id}
)`;

/** The columns of a challenge with its organizer's public face, as every view of a challenge needs them. */
const challengeColumns = {
  id: challenges.id,
  title: challenges.title,
  description: challenges.description,
  challengeType: sql<ChallengeType>`${challenges.challengeType}`,
  startDate: challenges.startDate,
  endDate: challenges.endDate,
  timezone: challenges.timezone,
  rules: challenges.rules,
  goalConfig: challenges.goalConfig,
  templateId: challenges.templateId,
  maxParticipants: challenges.maxParticipants,
  restDayBudget: challenges.restDayBudget,
  organizerId: challenges.organizerId,
  organizerName: users.name,
  organizerEmail: users.email,
  organizerImage: users.image,
  participantCount,
};

/**
 * What the lists show (toChallengeSummary, a SummaryRow) of challenge `c` with its organizer `u` (left-joined): the
 * columns of challengeColumns without the rules and settings only a page shows.
 */
export const summaryColumnsSql = sql`c.id, c.title, c.description, c.challenge_type as "challengeType",
  c.start_date as "startDate", c.end_date as "endDate", c.timezone, c.template_id as "templateId",
  c.max_participants as "maxParticipants", c.organizer_id as "organizerId", u.name as "organizerName",
  u.email as "organizerEmail", u.image as "organizerImage",
  (select count(*)::int from challenge_participants p where p.challenge_id = c.id) as "participantCount"`;

/**
 * The ids of the challenges `viewerId` organizes or takes part in: a union of two indexed look-ups, where an OR
 * across the two tables would scan every challenge.
 */
export const myChallengeIdsSql = (viewerId: Placeholder) =>
  sql`select challenge_id as id from challenge_participants where user_id = ${viewerId}
    union
    select id from challenges where organizer_id = ${viewerId}`;

export type ChallengeRow = NonNullable<Awaited<ReturnType<typeof findChallenge>>>;

/** The signed-in person's challenges (organizer or participant), newest start first: one statement. */
export async function listChallengeSummaries(
  db: Database,
  userId: string,
  now: Date,
): Promise<ChallengeSummary[]> {
  const rows = await challengeSummariesOfPerson.run(db, { userId });
  return rows.map((row) => toChallengeSummary(row, now));
}

/** The challenges whose ids `ids` selects, as the lists show them, newest start first. */
const summariesOf = (ids: SQLWrapper) => sql`select ${summaryColumnsSql}
  from challenges c left join users u on u.id = c.organizer_id
  where c.id in (${ids})
  order by c.start_date desc, c.created_at desc`;

// the challenges screen's and the profile's
const challengeSummariesOfPerson = preparedStatement<SummaryRow>(() =>
  summariesOf(myChallengeIdsSql(sql.placeholder('userId'))),
);

/** The challenges whose ids `ids` selects (e.g. a group's), as the lists show them, newest start first. */
export async function listSummariesOf(db: Database, ids: SQLWrapper, now: Date): Promise<ChallengeSummary[]> {
  const rows = await rowsOf<SummaryRow>(db, summariesOf(ids));
  return rows.map((row) => toChallengeSummary(row, now));
}

/**
 * The group the challenge is in, or null, as a column of the challenge's own statement, so the detail request costs
 * no extra statement (a challenge is in at most one group: creating in a group links it, and a group adopting it
 * refuses one already linked, decision 062).
 */
const linkedGroup = sql<{ id: string; name: string } | null>`(
  select json_build_object('id', ${groups.id}, 'name', ${groups.name}) from ${groupChallenges}
  inner join ${groups} on ${groups.id} = ${groupChallenges.groupId}
  where ${groupChallenges.challengeId} = ${challenges.id}
  limit 1
)`;

/**
 * Where the challenge sits in its series of rounds (product-rules.md#results-and-rounds): its number and the rounds
 * before and after it, as a column of the challenge's own statement.
 */
const roundLinks = sql<RoundLinks>`json_build_object(
  'number', ${challenges.roundNumber},
  'previous', (
    select json_build_object('id', previous_round.id, 'title', previous_round.title)
    from ${challenges} previous_round where previous_round.id = ${challenges.previousRoundId}
  ),
  'next', (
    select json_build_object('id', next_round.id, 'title', next_round.title, 'startDate', next_round.start_date)
    from ${challenges} next_round where next_round.previous_round_id = ${challenges.id}
  )
)`;

export async function findChallenge(db: Database, challengeId: string) {
  const [row] = await db
    .select({ ...challengeColumns, group: linkedGroup, round: roundLinks, seriesId: challenges.seriesId })
    .from(challenges)
    .leftJoin(users, eq(users.id, challenges.organizerId))
    .where(eq(challenges.id, challengeId));
  return row;
}

/**
 * The challenge row, locked until the transaction ends: joins for one challenge queue here, so counting the
 * seats and taking one is atomic.
 */
export async function lockChallenge(tx: Database, challengeId: string) {
  const [row] = await tx
    .select({
      ...challengeRuleColumns,
      maxParticipants: challenges.maxParticipants,
    })
    .from(challenges)
    .where(eq(challenges.id, challengeId))
    .for('update');
  return row;
}

export async function listParticipants(db: Database, challengeId: string): Promise<PersonSummary[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.image })
    .from(challengeParticipants)
    .innerJoin(users, eq(users.id, challengeParticipants.userId))
    .where(eq(challengeParticipants.challengeId, challengeId))
    .orderBy(asc(challengeParticipants.joinedAt), asc(challengeParticipants.id));
  return rows.map(({ email, ...person }) => ({ ...person, name: displayName({ name: person.name, email }) }));
}

/** How many seats are taken, and whether `userId` holds one: one statement. */
export async function seatsOf(db: Database, challengeId: string, userId: string) {
  const [row] = await db
    .select({
      taken: sql<number>`count(*)::int`,
      includesUser: sql<boolean>`coalesce(bool_or(${challengeParticipants.userId} = ${userId}), false)`,
    })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return { taken: row?.taken ?? 0, includesUser: row?.includesUser ?? false };
}

/** `joinedAt` from the app's clock: the joined day decides where the success rate starts (decision 039). */
export async function insertParticipant(db: Database, challengeId: string, userId: string, joinedAt: Date) {
  await db.insert(challengeParticipants).values({ challengeId, userId, joinedAt });
}

export type NewChallenge = typeof challenges.$inferInsert;

export async function insertChallenge(db: Database, values: NewChallenge): Promise<string> {
  const [row] = await db.insert(challenges).values(values).returning({ id: challenges.id });
  return row!.id;
}

/** Creates the challenge inside a group (created there, run again there, or adopted by it). */
export async function linkChallengeToGroup(db: Database, groupId: string, challengeId: string) {
  await db.insert(groupChallenges).values({ groupId, challengeId });
}

export async function updateChallengeFields(
  db: Database,
  challengeId: string,
  fields: Partial<
    Pick<NewChallenge, 'title' | 'description' | 'startDate' | 'endDate' | 'rules' | 'goalConfig'>
  >,
) {
  if (Object.keys(fields).length === 0) return;
  await db.update(challenges).set(fields).where(eq(challenges.id, challengeId));
}

/**
 * The ready-made templates, read once per database and shared by every request (never modified): they are seeded at
 * start-up and nothing changes them while the server runs (issue 16: the dashboard read them on every request).
 */
export function listTemplates(db: Database): Promise<TemplateRow[]> {
  let templates = templatesOf.get(db);
  if (!templates) {
    templates = readTemplates(db);
    templatesOf.set(db, templates);
    // a read that failed (the database out of reach) is tried again by the next request
    templates.catch(() => templatesOf.delete(db));
  }
  return templates;
}

const templatesOf = new WeakMap<Database, Promise<TemplateRow[]>>();
type TemplateRow = Awaited<ReturnType<typeof readTemplates>>[number];

async function readTemplates(db: Database) {
  return db
    .select({
      id: challenges.id,
      title: challenges.title,
      description: challenges.description,
      challengeType: sql<ChallengeType>`${challenges.challengeType}`,
      rules: challenges.rules,
      goalConfig: challenges.goalConfig,
      templateKey: challenges.templateKey,
    })
    .from(challenges)
    .where(isTemplateWhere(challenges))
    .orderBy(asc(challenges.createdAt), asc(challenges.id));
}

export async function findTemplate(db: Database, templateId: string) {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, templateId), isTemplateWhere(challenges)));
  return row;
}

export async function findUserName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/**
 * One statement, so one transaction: the foreign keys cascade to the challenge's check-ins, participants,
 * standings, notifications, invitations and group links (nothing is left half-deleted).
 */
export async function deleteChallengeRow(db: Database, challengeId: string) {
  await db.delete(challenges).where(eq(challenges.id, challengeId));
}
