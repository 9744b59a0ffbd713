import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Database, DatabaseHandle } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challenges, leaderboardStandings } from '#server/db/schema/challenges';
import { seedTemplateChallenges } from '#server/features/challenges/template-challenges';
import { refreshStandings } from '#server/features/standings/standings.queries';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';

export const BENCH_PASSWORD = 'Bench#Sprint2026';
/** a copy's seats, owner included: the template's max_participants */
const MAX_PARTICIPANTS = 10;
/** check-ins each person has in their own copy */
const CHECK_IN_DAYS = 10;

/** How much data a benchmark runs on: `people` people, each with one copy of one template. */
export interface BenchSize {
  name: 'small' | 'large';
  people: number;
  database: string;
}

/**
 * What the template's days ask (BENCH_GOAL): met or missed (the sugar-free template, the figures kept since issue 16),
 * or an amount (the reading template, at least 20 pages: issue 27), each in a database of its own.
 */
export type BenchGoal = 'met' | 'amount';
const TEMPLATE_OF_GOAL = { met: 'sugar_free', amount: 'reading' } as const;
/** a bench person's pages on day d: 0 to 39, a day met when at least 20 (the reading template's target) */
const PAGES_SQL = `(abs(hashtext(g || '-' || d)) % 40)`;

// the size sweep: 1,000 and 100,000 template copies (10,000 and 1,000,000 check-ins)
export const BENCH_SIZES: readonly BenchSize[] = [
  { name: 'small', people: 1_000, database: 'habitsprint_bench_small' },
  { name: 'large', people: 100_000, database: 'habitsprint_bench' },
];

/**
 * People the load generator signs in as, bench-`first` … bench-`first + size - 1`, each in exactly `challenges`
 * challenges: their own copy plus `challenges - 1` copies of people numbered after the group (so never their own, and
 * no one of the group gains a challenge from another's joins).
 */
export interface SignedInGroup {
  challenges: number;
  first: number;
  size: number;
}

// The 21-challenge group's joins are the rows the large database has held since it was first generated. The
// 100-challenge group has 50 people, not 100: at the small size 1,000 copies have 9,000 free seats, and 100 × 99
// joins next to the 21-challenge group's 2,000 would not fit.
export const SIGNED_IN_GROUPS: readonly SignedInGroup[] = [
  { challenges: 21, first: 1, size: 100 },
  { challenges: 100, first: 101, size: 50 },
  { challenges: 1, first: 151, size: 100 },
];

/** the check-ins a size holds: every person's, in their own copy */
export const checkInCount = (size: BenchSize) => size.people * CHECK_IN_DAYS;
export const benchEmail = (n: number) => `bench${n}@example.com`;
export const benchUserId = (n: number) => `bench-${n}`;
/** the people of a group, by number */
export const groupPeople = (group: SignedInGroup) =>
  Array.from({ length: group.size }, (_, i) => group.first + i);

/** a PostgreSQL array literal: {"a","b"} with JSON-style quoting */
const toArrayLiteral = (items: string[]) => `{${items.map((item) => JSON.stringify(item)).join(',')}}`;

type Template = typeof challenges.$inferSelect;

/**
 * `size.people` people, each with a personal copy of one template (so one template has that many copies), ten days
 * of check-ins each and standings computed by the app's own SQL; then the signed-in groups' extra challenges.
 * Idempotent: a database that already holds its people is not generated again (the large one takes minutes); only
 * joins it lacks are added, and only the copies they touch get their standings refreshed.
 */
export async function generateChallengeData(
  handle: DatabaseHandle,
  size: BenchSize,
  goal: BenchGoal,
  log: (line: string) => void,
) {
  const { db } = handle;
  await handle.migrate();
  await seedTemplateChallenges(db);
  const [template] = await db
    .select()
    .from(challenges)
    .where(and(isNull(challenges.organizerId), eq(challenges.templateKey, TEMPLATE_OF_GOAL[goal])));
  if (await hasPeople(db, template!.id, size)) log(`${size.name}: bench people already generated`);
  else await generatePeople(db, template!, size, goal, log);
  await joinGroups(db, size, log);
  await assertGroupsHold(db, size);
  // fresh statistics and visibility map for index-only reads (a migration may have rewritten the standings too)
  await db.execute(sql`vacuum analyze challenge_participants, leaderboard_standings, leaderboard_tallies`);
  return template!.id;
}

/** Whether every person's own copy has its standings: the last step of `generatePeople`. */
async function hasPeople(db: Database, templateId: string, size: BenchSize) {
  const [ranked] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leaderboardStandings)
    .where(eq(leaderboardStandings.templateId, templateId));
  return (ranked?.count ?? 0) >= size.people;
}

/** People, their copies, their check-ins and standings: set-based inserts, about a minute at 100,000 people. */
async function generatePeople(
  db: Database,
  template: Template,
  size: BenchSize,
  goal: BenchGoal,
  log: (line: string) => void,
) {
  // an earlier run stopped half-way: start over (deleting the people cascades to everything of theirs)
  await db.delete(users).where(like(users.id, 'bench-%'));
  const today = calendarDateIn('UTC', new Date());
  const start = addDays(today, -CHECK_IN_DAYS);
  const end = addDays(start, 13);
  const hash = await hashPassword(BENCH_PASSWORD);
  const step = stepTimer(log, size);

  await db.execute(sql`insert into users (id, name, email, email_verified, timezone)
    select 'bench-' || g, 'Bench Person ' || g, 'bench' || g || '@example.com', true, 'UTC'
    from generate_series(1, ${size.people}) g`);
  await db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || g, 'bench-' || g, 'credential', 'bench-' || g, ${hash}
    from generate_series(1, ${size.people}) g`);
  step('people');
  await db.execute(sql`insert into challenges (id, title, description, organizer_id, start_date, end_date, timezone,
      rules, challenge_type, goal_config, template_id, max_participants)
    select md5('bench-challenge-' || g)::uuid, ${template.title} || ' - Bench Person ' || g || '''s Challenge',
      ${template.description}, 'bench-' || g, ${start}::date, ${end}::date, 'UTC', ${toArrayLiteral(template.rules)}::text[],
      ${template.challengeType}, ${JSON.stringify(template.goalConfig)}::jsonb, ${template.id}::uuid, ${MAX_PARTICIPANTS}
    from generate_series(1, ${size.people}) g`);
  await db.execute(sql`insert into challenge_participants (challenge_id, user_id)
    select md5('bench-challenge-' || g)::uuid, 'bench-' || g from generate_series(1, ${size.people}) g`);
  step('challenges (copies of one template) and their owners');
  const days = sql`from generate_series(1, ${size.people}) g, generate_series(0, ${CHECK_IN_DAYS - 1}) d`;
  if (goal === 'met')
    await db.execute(sql`insert into check_ins (user_id, challenge_id, date, goal_data, sugar_free)
      select 'bench-' || g, md5('bench-challenge-' || g)::uuid, ${start}::date + d,
        jsonb_build_object('sugarFree', (hashtext(g || '-' || d) % 10) < 7), (hashtext(g || '-' || d) % 10) < 7
      ${days}`);
  else
    await db.execute(sql`insert into check_ins (user_id, challenge_id, date, goal_data, sugar_free)
      select 'bench-' || g, md5('bench-challenge-' || g)::uuid, ${start}::date + d,
        jsonb_build_object('amount', ${sql.raw(PAGES_SQL)}, 'target', 20, 'direction', 'at_least', 'unit', 'pages'),
        ${sql.raw(PAGES_SQL)} >= 20
      ${days}`);
  step(`${checkInCount(size).toLocaleString('en')} check-ins`);
  const copies = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.templateId, template.id));
  await refreshStandingsOf(
    db,
    copies.map((copy) => copy.id),
  );
  step('standings (and their tallies, by trigger)');
  await db.execute(sql`vacuum analyze`);
}

/**
 * Adds the signed-in groups' joins the database lacks. Person p (1-based within the group) joins copy
 * `after + (p × extra + k) mod eligible`, k = 0 … extra − 1, where the eligible copies are those of people `after` …
 * `people` (everyone numbered after the group): consecutive across the group and wrapping at the last copy, so each
 * person's copies are distinct and the joins spread evenly over the copies at any size. At 100,000 people the
 * 21-challenge group's formula is p × 20 + j + 100 (j = 1 … 20), the rows that database has always held.
 */
async function joinGroups(db: Database, size: BenchSize, log: (line: string) => void) {
  const step = stepTimer(log, size);
  const touched = new Set<string>();
  for (const group of SIGNED_IN_GROUPS) {
    const extra = group.challenges - 1;
    if (extra === 0) continue;
    const after = group.first + group.size;
    const eligible = size.people - after + 1;
    if (extra > eligible) throw new Error(`${size.name}: ${eligible} copies cannot give ${extra} joins each`);
    const result = await db.execute(sql`insert into challenge_participants (challenge_id, user_id)
      select md5('bench-challenge-' || (${after} + (p * ${extra} + k) % ${eligible}))::uuid,
        'bench-' || (${group.first - 1} + p)
      from generate_series(1, ${group.size}) p, generate_series(0, ${extra - 1}) k
      on conflict (challenge_id, user_id) do nothing
      returning challenge_id`);
    for (const row of (result as unknown as { rows: { challenge_id: string }[] }).rows)
      touched.add(row.challenge_id);
  }
  if (touched.size === 0) return log(`${size.name}: the signed-in groups' joins already there`);
  await refreshStandingsOf(db, [...touched]);
  step(`joins of the signed-in groups, standings of the ${touched.size} copies they touched`);
}

/** Each group's people have exactly their number of challenges, and no copy has more seats taken than it offers. */
async function assertGroupsHold(db: Database, size: BenchSize) {
  for (const group of SIGNED_IN_GROUPS) {
    const result = await db.execute(sql`select min(n)::int as least, max(n)::int as most from (
        select count(*) as n from challenge_participants
        where user_id in (select 'bench-' || g from generate_series(${group.first}::int, ${group.first + group.size - 1}::int) g)
        group by user_id) counts`);
    const [row] = (result as unknown as { rows: { least: number; most: number }[] }).rows;
    if (row?.least !== group.challenges || row.most !== group.challenges)
      throw new Error(
        `${size.name}: the ${group.challenges}-challenge group has ${row?.least}…${row?.most} each`,
      );
  }
  const result = await db.execute(sql`select coalesce(max(n), 0)::int as most from (
      select count(*) as n from challenge_participants group by challenge_id) seats`);
  const [row] = (result as unknown as { rows: { most: number }[] }).rows;
  if ((row?.most ?? 0) > MAX_PARTICIPANTS)
    throw new Error(`${size.name}: a copy has ${row?.most} participants (at most ${MAX_PARTICIPANTS})`);
}

/** The app's own standings refresh for each challenge, eight at a time. */
async function refreshStandingsOf(db: Database, challengeIds: string[]) {
  const queue = [...challengeIds];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) await refreshStandings(db, id);
    }),
  );
}

/** Logs how long each step took since the previous one. */
function stepTimer(log: (line: string) => void, size: BenchSize) {
  let started = performance.now();
  return (what: string) => {
    log(`${size.name}: ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };
}
