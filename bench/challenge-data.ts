import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { DatabaseHandle } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challenges, leaderboardStandings } from '#server/db/schema/challenges';
import { seedTemplateChallenges } from '#server/db/template-challenges';
import { refreshStandings } from '#server/features/leaderboards/standings.queries';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';

export const BENCH_PEOPLE = 100_000;
export const BENCH_PASSWORD = 'Bench#Sprint2026';
/** every bench person also sits in this many other people's copies, so dashboards hold many challenges */
const EXTRA_CHALLENGES = 20;
/** the people the load generator signs in as */
export const SIGNED_IN_PEOPLE = 100;
/** a PostgreSQL array literal: {"a","b"} with JSON-style quoting */
const toArrayLiteral = (items: string[]) => `{${items.map((item) => JSON.stringify(item)).join(',')}}`;

export const benchEmail = (n: number) => `bench${n}@example.com`;

/**
 * 100,000 people, each with a personal copy of one template (so one template has 100,000 copies), ten days of
 * check-ins each (1,000,000) and standings computed by the app's own SQL. Set-based inserts: about a minute.
 */
export async function generateChallengeData(handle: DatabaseHandle, log: (line: string) => void) {
  const { db } = handle;
  await handle.migrate();
  await seedTemplateChallenges(db);
  const [template] = await db
    .select()
    .from(challenges)
    .where(and(isNull(challenges.organizerId), eq(challenges.challengeType, 'sugar_free')));
  const [ranked] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leaderboardStandings)
    .where(eq(leaderboardStandings.templateId, template!.id));
  if ((ranked?.count ?? 0) >= BENCH_PEOPLE) {
    log('bench data already generated');
    // a migration may have rewritten the standings: fresh statistics and visibility map for index-only reads
    await db.execute(sql`vacuum analyze leaderboard_standings, leaderboard_tallies`);
    return template!.id;
  }
  // an earlier run stopped half-way: start over (deleting the people cascades to everything of theirs)
  await db.delete(users).where(like(users.id, 'bench-%'));
  const today = calendarDateIn('UTC', new Date());
  const start = addDays(today, -10);
  const end = addDays(start, 13);
  const hash = await hashPassword(BENCH_PASSWORD);
  let started = performance.now();
  const step = (what: string) => {
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };

  await db.execute(sql`insert into users (id, name, email, email_verified, timezone)
    select 'bench-' || g, 'Bench Person ' || g, 'bench' || g || '@example.com', true, 'UTC'
    from generate_series(1, ${BENCH_PEOPLE}) g`);
  await db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || g, 'bench-' || g, 'credential', 'bench-' || g, ${hash}
    from generate_series(1, ${BENCH_PEOPLE}) g`);
  step('people');
  await db.execute(sql`insert into challenges (id, title, description, organizer_id, start_date, end_date, timezone,
      rules, challenge_type, goal_config, template_id, max_participants)
    select md5('bench-challenge-' || g)::uuid, ${template!.title} || ' - Bench Person ' || g || '''s Challenge',
      ${template!.description}, 'bench-' || g, ${start}::date, ${end}::date, 'UTC', ${toArrayLiteral(template!.rules)}::text[],
      'sugar_free', ${JSON.stringify(template!.goalConfig)}::jsonb, ${template!.id}::uuid, 10
    from generate_series(1, ${BENCH_PEOPLE}) g`);
  await db.execute(sql`insert into challenge_participants (challenge_id, user_id)
    select md5('bench-challenge-' || g)::uuid, 'bench-' || g from generate_series(1, ${BENCH_PEOPLE}) g`);
  await db.execute(sql`insert into challenge_participants (challenge_id, user_id)
    select md5('bench-challenge-' || (p * ${EXTRA_CHALLENGES} + j + ${SIGNED_IN_PEOPLE}))::uuid, 'bench-' || p
    from generate_series(1, ${SIGNED_IN_PEOPLE}) p, generate_series(1, ${EXTRA_CHALLENGES}) j`);
  step('challenges (copies of one template) and participants');
  await db.execute(sql`insert into check_ins (user_id, challenge_id, date, goal_data, sugar_free)
    select 'bench-' || g, md5('bench-challenge-' || g)::uuid, ${start}::date + d,
      jsonb_build_object('sugarFree', (hashtext(g || '-' || d) % 10) < 7), (hashtext(g || '-' || d) % 10) < 7
    from generate_series(1, ${BENCH_PEOPLE}) g, generate_series(0, 9) d`);
  step('1,000,000 check-ins');
  const copies = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.templateId, template!.id));
  const queue = copies.map((copy) => copy.id);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) await refreshStandings(db, id);
    }),
  );
  step('standings (and their tallies, by trigger)');
  await db.execute(sql`vacuum analyze`);
  return template!.id;
}
