import { sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '#server/db/database';
import { seedTemplateChallenges } from '#server/features/challenges/template-challenges';
import { refreshStandings } from '#server/features/standings/standings.queries';
import { addDays, type CalendarDate, calendarDateIn } from '#shared/domain/calendar-date';

// A long-time user's history for the dashboard's CPU bench (issue 24, decision 066): people who have been in 1, 21
// or 100 challenges, each with one running now and the rest finished, a fortnight apart, with three friends
// checking in beside them every day. What grows from one person to the next is only what they have finished.

export const HISTORY_PASSWORD = 'Bench#History2026';
/** how many challenges each signed-in group's people have been in (the 1, 21 and 100) */
export const HISTORY_SIZES = [1, 21, 100] as const;
/** people per size, so no one person's rows are the only ones the load touches */
export const PEOPLE_PER_SIZE = 10;
const FRIENDS = 3;
const CHALLENGE_DAYS = 14;

export const historyEmail = (challenges: number, k: number) => `history-${challenges}-${k}@example.com`;

/**
 * Every size's people and their challenges: challenge 0 started 5 days ago and is running, challenge j ≥ 1 ended
 * 15 × j − 8 days ago; every participant has checked in on every day passed, a met day 7 times in 10, each check-in
 * made that evening; the standings come from the app's own refresh. One run takes seconds at these sizes.
 */
export async function generateHistory(db: Database, log: (line: string) => void) {
  await seedTemplateChallenges(db);
  const today = calendarDateIn('UTC', new Date());
  const hash = await hashPassword(HISTORY_PASSWORD);
  await db.execute(sql`insert into users (id, name, email, email_verified, timezone)
    select 'history-friend-' || f, 'History Friend ' || f, 'history-friend-' || f || '@example.com', true, 'UTC'
    from generate_series(1, ${FRIENDS}) f`);
  for (const size of HISTORY_SIZES) await generateSize(db, size, today, hash);
  const ids = await db.execute(sql`select id from challenges where organizer_id like 'history-%'`);
  const challengeIds = (ids as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  await refreshEach(db, challengeIds);
  await db.execute(sql`vacuum analyze`);
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from check_ins`)) as unknown as { rows: { n: number }[] }
  ).rows;
  log(`${challengeIds.length} challenges, ${counted!.n.toLocaleString('en')} check-ins`);
}

async function generateSize(db: Database, size: number, today: CalendarDate, hash: string) {
  const person = sql`'history-' || ${size}::int || '-' || k`;
  const challengeId = sql`md5('history-challenge-' || ${size}::int || '-' || k || '-' || j)::uuid`;
  await db.execute(sql`insert into users (id, name, email, email_verified, timezone)
    select ${person}, 'History Person ' || ${size}::int || '-' || k, 'history-' || ${size}::int || '-' || k || '@example.com',
      true, 'UTC'
    from generate_series(1, ${PEOPLE_PER_SIZE}) k`);
  await db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password)
    select 'account-' || ${person}, ${person}, 'credential', ${person}, ${hash}
    from generate_series(1, ${PEOPLE_PER_SIZE}) k`);
  // j = 0 runs now (started 5 days ago); j ≥ 1 finished, the newest a week ago
  const runningStart = addDays(today, -5);
  await db.execute(sql`insert into challenges (id, title, description, organizer_id, start_date, end_date, timezone,
      rules, challenge_type, goal_config, max_participants)
    select ${challengeId}, 'No Sugar Round ' || (${size}::int - j), 'Two weeks without added sugar, together.',
      ${person}, ${runningStart}::date - 15 * j, ${runningStart}::date - 15 * j + ${CHALLENGE_DAYS - 1}::int,
      'UTC', '{"No added sugar in any form"}'::text[], 'sugar_free', '{}'::jsonb, 10
    from generate_series(1, ${PEOPLE_PER_SIZE}) k, generate_series(0, ${size - 1}::int) j`);
  await db.execute(sql`insert into challenge_participants (challenge_id, user_id, joined_at)
    select ${challengeId}, who, (${runningStart}::date - 15 * j)::timestamptz
    from generate_series(1, ${PEOPLE_PER_SIZE}) k, generate_series(0, ${size - 1}::int) j,
      lateral (select ${person} as who union all
        select 'history-friend-' || f from generate_series(1, ${FRIENDS}) f) people`);
  // every participant every day passed (up to yesterday), each made at 20:00 UTC that day
  await db.execute(sql`insert into check_ins (user_id, challenge_id, date, goal_data, sugar_free, created_at, updated_at)
    select p.user_id, c.id, day::date, jsonb_build_object('sugarFree', met), met,
      day + interval '20 hours', day + interval '20 hours'
    from challenges c
    join challenge_participants p on p.challenge_id = c.id
    cross join lateral generate_series(c.start_date::timestamp,
      least(c.end_date, ${today}::date - 1)::timestamp, interval '1 day') day
    cross join lateral (select abs(hashtext(p.user_id || c.id::text || day::text)) % 10 < 7 as met) m
    where c.organizer_id like 'history-' || ${size}::int || '-%'`);
}

/** The app's own standings refresh for each challenge, four at a time. */
async function refreshEach(db: Database, challengeIds: string[]) {
  const queue = [...challengeIds];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) await refreshStandings(db, id);
    }),
  );
}
