import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { checkIns } from '#server/db/schema/challenges';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// product-rules.md#your-year: the profile's year heatmap and overall streak, in GET /api/profile/stats.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function yearOf(person: Person) {
  const response = await person.client.get('/api/profile/stats');
  expect(response.status).toBe(200);
  return ((await response.json()) as ProfileStats).year;
}

async function checkIn(person: Person, challengeId: string, date: CalendarDate, met: boolean) {
  expect((await person.client.post(checkInPath(challengeId), { date, met })).status).toBe(201);
}

/** Fortnights back to back ending on `lastDay`, each checked in every day by direct insert (met unless `missed`). */
async function insertFortnights(
  person: Person,
  count: number,
  lastDay: CalendarDate,
  missed = new Set<string>(),
) {
  for (let index = 0; index < count; index += 1) {
    const endDate = addDays(lastDay, -14 * index);
    const startDate = addDays(endDate, -13);
    const challenge = await insertChallenge(t.db, { organizer: person, startDate, endDate });
    await t.db.insert(checkIns).values(
      Array.from({ length: 14 }, (_, day) => {
        const date = addDays(startDate, day);
        const met = !missed.has(date);
        return {
          userId: person.user.id,
          challengeId: challenge.id,
          date,
          goalData: { sugarFree: met },
          sugarFree: met,
        };
      }),
    );
  }
}

/** The statements GET /api/profile/stats costs beyond the session lookup (GET /api/me costs the lookup and one). */
async function statementsOf(client: TestClient) {
  const session = (await countStatements(t.db, () => client.get('/api/me'))) - 1;
  const total = await countStatements(t.db, () => client.get('/api/profile/stats'));
  return total - session;
}

describe('the year in GET /api/profile/stats', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/profile/stats')).status).toBe(401);
  });

  it('refuses a parameter, such as another person’s id, rather than ignoring it', async () => {
    const me = await givenPerson(t, { name: 'Quin Query' });
    const other = await givenPerson(t, { name: 'Oda Other' });
    const response = await me.client.get(`/api/profile/stats?userId=${other.user.id}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Your profile statistics take no parameters.');
    expect((await me.client.get('/api/profile/stats?from=2020-01-01')).status).toBe(400);
  });

  it('covers the 53 weeks up to today, starting on a Sunday, and is empty for a newcomer', async () => {
    expect(await yearOf(await givenPerson(t, { name: 'Nia Newcomer' }))).toEqual({
      from: '2025-03-09',
      to: '2026-03-10',
      days: [],
      overallStreak: 0,
    });
  });

  it('counts each day’s check-ins across all of the person’s challenges, and nobody else’s', async () => {
    const me = await givenPerson(t, { name: 'Mia Many' });
    const other = await givenPerson(t, { name: 'Otto Other' });
    const mine = await insertChallenge(t.db, { organizer: me, participants: [other] });
    const also = await insertChallenge(t.db, { organizer: other, participants: [me] });
    const theirs = await insertChallenge(t.db, { organizer: other });
    await checkIn(me, mine.id, '2026-03-08', true);
    await checkIn(me, also.id, '2026-03-08', false);
    await checkIn(me, mine.id, '2026-03-09', true);
    await checkIn(me, also.id, '2026-03-09', true);
    await checkIn(me, mine.id, '2026-03-10', true);
    // the other person checks in on the same days and on days of their own
    for (const date of ['2026-03-05', '2026-03-08', '2026-03-09', '2026-03-10']) {
      await checkIn(other, mine.id, date, false);
      await checkIn(other, also.id, date, true);
      await checkIn(other, theirs.id, date, true);
    }

    const year = await yearOf(me);
    expect(year.days).toEqual([
      { date: '2026-03-08', met: 1, missed: 1, rest: 0 },
      { date: '2026-03-09', met: 2, missed: 0, rest: 0 },
      { date: '2026-03-10', met: 1, missed: 0, rest: 0 },
    ]);
    expect(year.overallStreak).toBe(3);

    const theirYear = await yearOf(other);
    expect(theirYear.days.map((day) => [day.date, day.met, day.missed])).toEqual([
      ['2026-03-05', 2, 1],
      ['2026-03-08', 2, 1],
      ['2026-03-09', 2, 1],
      ['2026-03-10', 2, 1],
    ]);
    expect(theirYear.overallStreak).toBe(3);
  });

  it('leaves out check-ins outside their challenge’s dates, which do not count', async () => {
    const me = await givenPerson(t, { name: 'Ola Outside' });
    const challenge = await insertChallenge(t.db, {
      organizer: me,
      startDate: '2026-03-05',
      endDate: '2026-03-18',
    });
    await t.db.insert(checkIns).values({
      userId: me.user.id,
      challengeId: challenge.id,
      date: '2026-03-04',
      goalData: { sugarFree: true },
      sugarFree: true,
    });
    expect((await yearOf(me)).days).toEqual([]);
  });

  it('keeps the streak alive until a whole day without a met check-in has passed, in the person’s timezone', async () => {
    // 20:00 UTC is already 05:00 the next day in Tokyo
    t.clock.set(new Date('2026-03-10T20:00:00Z'));
    const me = await givenPerson(t, { name: 'Toki Tokyo', timezone: 'Asia/Tokyo' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    await checkIn(me, challenge.id, '2026-03-09', true);
    await checkIn(me, challenge.id, '2026-03-10', true);
    let year = await yearOf(me);
    expect(year.to).toBe('2026-03-11');
    expect(year.overallStreak).toBe(2); // today is still open
    await checkIn(me, challenge.id, '2026-03-11', false);
    expect((await yearOf(me)).overallStreak).toBe(2); // a missed check-in today does not end it yet
    t.clock.set(new Date('2026-03-11T20:00:00Z'));
    year = await yearOf(me);
    expect(year.to).toBe('2026-03-12');
    expect(year.overallStreak).toBe(0);
  });

  it('costs the same statements for a few check-ins and for hundreds, reading a streak older than the year', async () => {
    const few = await givenPerson(t, { name: 'Fay Few' });
    await insertFortnights(few, 1, '2026-03-10', new Set(['2026-03-01']));
    expect(await statementsOf(few.client)).toBe(3);
    expect((await yearOf(few)).overallStreak).toBe(9);

    const many = await givenPerson(t, { name: 'Manu Many' });
    // 30 fortnights = 420 days, every one met but one 35 days ago
    await insertFortnights(many, 30, '2026-03-10', new Set([addDays('2026-03-10', -35)]));
    expect(await statementsOf(many.client)).toBe(3);
    const year = await yearOf(many);
    expect(year.days).toHaveLength(367); // 2025-03-09 (a Sunday) to 2026-03-10
    expect(year.days.filter((day) => day.missed === 1)).toEqual([
      { date: '2026-02-03', met: 0, missed: 1, rest: 0 },
    ]);
    expect(year.overallStreak).toBe(35);

    const steady = await givenPerson(t, { name: 'Sol Steady' });
    await insertFortnights(steady, 30, '2026-03-10'); // 420 met days in a row: longer than the year
    expect(await statementsOf(steady.client)).toBe(4);
    expect((await yearOf(steady)).overallStreak).toBe(420);
  });
});
