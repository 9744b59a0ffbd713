import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '#server/testing/clean-ups';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { connectPostgres, type Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges, checkIns } from '#server/db/schema/challenges';
import { fixedClock } from '#server/lib/clock';
import { freshPostgresDatabase, startServersOnPostgres } from '#server/testing/servers-on-postgres';
import { onRealPostgres } from '#server/testing/test-database';
import type { ReminderForEmail } from '#server/features/reminder-emails/reminder-for-email';
import { runSchedulerTick } from './scheduler-tick';

// Several server processes on one PostgreSQL run the scheduler at the same moment: every reminder and every final
// result must still exist exactly once. PGlite is one connection in one process, so it cannot race: these need a
// real server (TEST_DATABASE_URL; CI sets it).

const cleanups = cleanUpAfterEach();

/**
 * `count` people (ids p0000…) in `zoneOf(i)`, ten to a running challenge (`localToday(i)` inside its dates), every
 * third of the first 60 also in a second one, every 25th with reminders off and every 20th checked in today for
 * all; plus `endedChallenges` challenges of five people each that ended 20 days ago (results due).
 */
async function givenPopulation(
  db: Database,
  input: {
    count: number;
    zoneOf: (i: number) => string;
    now: Date;
    reminderHour: number;
    endedChallenges: number;
  },
) {
  const { count, zoneOf, now } = input;
  const id = (i: number) => `p${String(i).padStart(4, '0')}`;
  const localToday = (i: number) => calendarDateIn(zoneOf(i), now);
  await db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      id: id(i),
      name: `Person ${i}`,
      email: `${id(i)}@example.com`,
      timezone: zoneOf(i),
      reminderHour: input.reminderHour,
      remindersEnabled: i % 25 !== 24,
      // every third wants the reminder by e-mail too
      reminderEmailEnabled: i % 3 === 0,
    })),
  );
  const challengeOf = async (members: number[], dates: { startDate: string; endDate: string }) => {
    const [row] = await db
      .insert(challenges)
      .values({
        title: `Challenge of ${id(members[0]!)}`,
        description: 'A challenge for the scheduler race.',
        organizerId: id(members[0]!),
        ...dates,
      })
      .returning();
    await db
      .insert(challengeParticipants)
      .values(members.map((i) => ({ challengeId: row!.id, userId: id(i) })));
    return row!;
  };
  const running = (first: number) => ({
    startDate: addDays(localToday(first), -3),
    endDate: addDays(localToday(first), 10),
  });
  const memberships = new Map<number, string[]>();
  const join = (i: number, challengeId: string) =>
    memberships.set(i, [...(memberships.get(i) ?? []), challengeId]);
  for (let first = 0; first < count; first += 10) {
    const members = Array.from({ length: Math.min(10, count - first) }, (_, k) => first + k);
    const challenge = await challengeOf(members, running(first));
    members.forEach((i) => join(i, challenge.id));
  }
  for (let first = 0; first < 60; first += 30) {
    const members = Array.from({ length: 10 }, (_, k) => first + 3 * k);
    const challenge = await challengeOf(members, running(first));
    members.forEach((i) => join(i, challenge.id));
  }
  const checkedIn = [...memberships.keys()].filter((i) => i % 20 === 19);
  await db
    .insert(checkIns)
    .values(
      checkedIn.flatMap((i) =>
        memberships.get(i)!.map((challengeId) => ({ userId: id(i), challengeId, date: localToday(i) })),
      ),
    );
  const utcToday = calendarDateIn('UTC', now);
  for (let k = 0; k < input.endedChallenges; k++) {
    const members = Array.from({ length: 5 }, (_, m) => (k * 7 + m * 3) % count);
    await challengeOf(members, { startDate: addDays(utcToday, -33), endDate: addDays(utcToday, -20) });
  }
  const enabled = [...memberships.keys()].filter((i) => i % 25 !== 24);
  return {
    /** due a reminder today */
    reminded: enabled.filter((i) => i % 20 !== 19).map(id),
    /** due one from tomorrow on: today's check-in is done */
    checkedInToday: enabled.filter((i) => i % 20 === 19).map(id),
    resultNotifications: input.endedChallenges * 5,
  };
}

/** Per person: reminder_deliveries rows, reminder notifications, result notifications, and the inbox's count. */
async function deliveredTo(db: Database) {
  return rowsOf<{ id: string; deliveries: number; reminders: number; results: number; unread: number }>(
    db,
    sql`select u.id,
      (select count(*) from reminder_deliveries r where r.user_id = u.id)::int as deliveries,
      (select count(*) from notifications n where n.user_id = u.id and n.type = 'reminder')::int as reminders,
      (select count(*) from notifications n where n.user_id = u.id and n.type = 'result')::int as results,
      coalesce((select i.unread_count from notification_inboxes i where i.user_id = u.id), 0)::int as unread
    from users u order by u.id`,
  );
}

describe('the scheduler with several processes on one PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'two server processes started together send each reminder and each final result exactly once (needs TEST_DATABASE_URL)',
    async () => {
      const { url, db } = await freshPostgresDatabase(cleanups);
      const now = new Date();
      // each person's zone puts their local time near midday, so no one's day turns over during the test
      const zone = (i: number) => {
        const ahead = 12 - now.getUTCHours() + (i % 3) - 1; // hours ahead of UTC: −12…+13, all valid Etc zones
        return ahead === 0 ? 'UTC' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
      };
      const expected = await givenPopulation(db, {
        count: 400,
        zoneOf: zone,
        now,
        reminderHour: 6,
        endedChallenges: 12,
      });

      // both start-up ticks run at once; then each ticks every second on its own
      const servers = await startServersOnPostgres(url, 2, { SCHEDULER_INTERVAL_SECONDS: '1' }, cleanups);
      const deadline = Date.now() + 20_000;
      const reminded = async () =>
        Number(
          (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reminder_deliveries`))[0]!.n,
        );
      while ((await reminded()) < expected.reminded.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // a few more ticks of each, which must add nothing
      await Promise.all(servers.map((server) => server.stop()));

      const rows = await deliveredTo(db);
      const remindedIds = new Set(expected.reminded);
      for (const row of rows) {
        const once = remindedIds.has(row.id) ? 1 : 0;
        expect({ id: row.id, deliveries: row.deliveries, reminders: row.reminders }).toEqual({
          id: row.id,
          deliveries: once,
          reminders: once,
        });
        expect(row.unread).toBe(row.reminders + row.results);
      }
      const results = await rowsOf<{ challenges: number; notifications: number; most: number }>(
        db,
        sql`select
          (select count(*) from challenge_result_deliveries)::int as challenges,
          (select count(*) from notifications where type = 'result')::int as notifications,
          (select coalesce(max(n), 0) from (select count(*)::int as n from notifications where type = 'result'
            group by user_id, challenge_id) per) as most`,
      );
      expect(results[0]).toEqual({ challenges: 12, notifications: expected.resultNotifications, most: 1 });
    },
    60_000,
  );

  it.skipIf(!onRealPostgres())(
    'two schedulers on their own connection pools, ticking at the same instant day after day, never send twice (needs TEST_DATABASE_URL)',
    async () => {
      const { url, db } = await freshPostgresDatabase(cleanups);
      const pools = [connectPostgres(url, { poolSize: 3 }), connectPostgres(url, { poolSize: 3 })];
      cleanups.push(() => Promise.all(pools.map((pool) => pool.close())));
      const clock = fixedClock(new Date('2026-03-10T21:00:00Z'));
      const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
      const expected = await givenPopulation(db, {
        count: 300,
        zoneOf: (i) => zones[i % zones.length]!,
        now: clock.now(),
        reminderHour: 0,
        endedChallenges: 20,
      });
      const logger = pino({ level: 'silent' });

      const days = 8;
      // what both processes hand on to be e-mailed, as "person day"
      const emailed: string[] = [];
      for (let day = 0; day < days; day++) {
        const emailReminders = (reminders: ReminderForEmail[]) =>
          emailed.push(...reminders.map((reminder) => `${reminder.userId} ${day}`));
        const reports = await Promise.all(
          pools.map((pool) => runSchedulerTick({ db: pool.db, clock, logger, emailReminders })),
        );
        const sent = reports.map((report) => report.reminders);
        expect(sent).not.toContain('failed');
        // between them, the two processes reminded everyone due, once
        const sum = (sent as number[]).reduce((a, b) => a + b, 0);
        // those checked in on day 0 have no check-in for the days after
        const due = expected.reminded.length + (day === 0 ? 0 : expected.checkedInToday.length);
        expect(sum).toBe(due);
        if (day === 0) expect(reports.map((r) => r.results as number).reduce((a, b) => a + b, 0)).toBe(20);
        clock.advanceDays(1);
      }

      const rows = await deliveredTo(db);
      const remindedIds = new Set(expected.reminded);
      for (const row of rows) {
        if (Number(row.id.slice(1)) % 25 === 24) expect(row.deliveries).toBe(0);
        else if (remindedIds.has(row.id)) expect(row).toMatchObject({ deliveries: days, reminders: days });
        else expect(row).toMatchObject({ deliveries: days - 1, reminders: days - 1 });
        expect(row.reminders).toBe(row.deliveries);
        expect(row.unread).toBe(row.reminders + row.results);
      }
      // each reminder of someone who wants e-mail was handed to the e-mail exactly once, by one process
      const [optedIn] = await rowsOf<{ reminders: number }>(
        db,
        sql`select count(*)::int as reminders from reminder_deliveries r
          join users u on u.id = r.user_id where u.reminder_email_enabled`,
      );
      expect(optedIn!.reminders).toBeGreaterThan(0);
      expect(emailed).toHaveLength(optedIn!.reminders);
      expect(new Set(emailed).size).toBe(emailed.length);
    },
    120_000,
  );
});
