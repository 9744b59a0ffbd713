import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { checkIns } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { errorOf } from '#server/testing/http';

// product-rules.md#logged-late (decision 040): derived from the stored created_at (the database's time of the
// insert) and the date, never from the client. The tests move created_at where they need a precise instant.

let t: TestApp;
let organizer: Person;
let participant: Person;
beforeAll(async () => {
  t = await createTestApp();
  organizer = await givenPerson(t, { name: 'Olive Organizer' });
  participant = await givenPerson(t, { name: 'Pat Participant' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const mine = async (person: Person, challengeId: string) =>
  ((await (await person.client.get(checkInPath(challengeId))).json()) as { checkIns: CheckIn[] }).checkIns;
const recent = async (person: Person, challengeId: string) =>
  (
    (await (await person.client.get(`${checkInPath(challengeId)}?scope=recent`)).json()) as {
      checkIns: RecentCheckIn[];
    }
  ).checkIns;

async function record(person: Person, challengeId: string, date: string) {
  const response = await person.client.post(checkInPath(challengeId), { date, met: true });
  expect(response.status).toBe(201);
  return (await response.json()) as CheckIn;
}

/** As if the check-in had been recorded at `instant`: its stored created_at. */
async function recordedAt(checkInId: string, instant: string) {
  await t.db
    .update(checkIns)
    .set({ createdAt: new Date(instant) })
    .where(eq(checkIns.id, checkInId));
}

const lateDates = (list: CheckIn[]) =>
  list
    .filter((checkIn) => checkIn.isLoggedLate)
    .map((checkIn) => checkIn.date)
    .sort();

describe('a check-in logged late', () => {
  it('answers the mark as soon as it is recorded: on its day and the day after not late, two days after late', async () => {
    // the database stamps created_at: the test clock is set to the real time so both agree on 'now'
    const now = new Date();
    t.clock.set(now);
    const today = calendarDateIn('UTC', now);
    const challenge = await insertChallenge(t.db, {
      organizer,
      participants: [participant],
      startDate: addDays(today, -10),
      endDate: addDays(today, 3),
    });
    expect((await record(participant, challenge.id, today)).isLoggedLate).toBe(false);
    expect((await record(participant, challenge.id, addDays(today, -1))).isLoggedLate).toBe(false);
    expect((await record(participant, challenge.id, addDays(today, -2))).isLoggedLate).toBe(true);
    expect((await record(participant, challenge.id, addDays(today, -8))).isLoggedLate).toBe(true);
  });

  it('shows the mark to everyone in the challenge: the person’s list, the recent list and the dashboard', async () => {
    const host = await givenPerson(t, { name: 'Hana Host' });
    const challenge = await insertChallenge(t.db, { organizer: host, participants: [participant] });
    for (const date of ['2026-03-09', '2026-03-08', '2026-03-02']) {
      const checkIn = await record(participant, challenge.id, date);
      await recordedAt(checkIn.id, '2026-03-10T12:00:00Z');
    }
    expect(lateDates(await mine(participant, challenge.id))).toEqual(['2026-03-02', '2026-03-08']);
    expect(lateDates(await recent(host, challenge.id))).toEqual(['2026-03-02', '2026-03-08']);
    const dashboard = (await (await host.client.get('/api/dashboard')).json()) as Dashboard;
    expect(dashboard.recentCheckIns).toHaveLength(3);
    expect(lateDates(dashboard.recentCheckIns)).toEqual(['2026-03-02', '2026-03-08']);
  });

  it('keeps the mark of when it was first recorded: an edit neither adds nor removes it', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const onTime = await record(participant, challenge.id, '2026-03-10');
    await recordedAt(onTime.id, '2026-03-10T12:00:00Z');
    const late = await record(participant, challenge.id, '2026-03-05');
    await recordedAt(late.id, '2026-03-10T12:00:00Z');
    t.clock.set(new Date('2026-03-13T12:00:00Z'));
    const edited = await participant.client.patch(`/api/check-ins/${onTime.id}`, { met: false });
    expect(((await edited.json()) as CheckIn).isLoggedLate).toBe(false);
    const stillLate = await participant.client.patch(`/api/check-ins/${late.id}`, { met: false });
    expect(((await stillLate.json()) as CheckIn).isLoggedLate).toBe(true);
  });

  it('is judged in the person’s zone as well as the challenge’s: their own yesterday is never late', async () => {
    // 2026-03-10 08:00 UTC is still the 9th in Pago Pago (UTC−11): for its people the 8th is yesterday
    const farBehind = await givenPerson(t, { name: 'Sam Samoa', timezone: 'Pacific/Pago_Pago' });
    const inUtc = await givenPerson(t, { name: 'Uma Utc' });
    const challenge = await insertChallenge(t.db, { organizer, participants: [farBehind, inUtc] });
    for (const person of [farBehind, inUtc]) {
      const checkIn = await record(person, challenge.id, '2026-03-08');
      await recordedAt(checkIn.id, '2026-03-10T08:00:00Z');
    }
    const marks = (await recent(organizer, challenge.id)).map((c) => [c.person.name, c.isLoggedLate]);
    expect(marks.sort()).toEqual([
      ['Sam Samoa', false],
      ['Uma Utc', true],
    ]);
  });

  it('cannot be set or dodged by the client: a createdAt or isLoggedLate in the body is refused', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    for (const extra of [{ createdAt: '2026-03-03T10:00:00Z' }, { isLoggedLate: false }]) {
      const response = await participant.client.post(checkInPath(challenge.id), {
        date: '2026-03-03',
        met: true,
        ...extra,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/createdAt|isLoggedLate/);
    }
    const checkIn = await record(participant, challenge.id, '2026-03-03');
    await recordedAt(checkIn.id, '2026-03-10T12:00:00Z');
    const patched = await participant.client.patch(`/api/check-ins/${checkIn.id}`, { isLoggedLate: false });
    expect(patched.status).toBe(400);
    expect((await mine(participant, challenge.id))[0]).toMatchObject({
      date: '2026-03-03',
      isLoggedLate: true,
    });
  });
});
