import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// What a check-in write answers with beside the check-in: the streak the person is on and the milestone just
// reached (decision 024). The test clock's today is 2026-03-10; challenges run 2026-03-01 to 2026-03-14.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function record(person: Person, challengeId: string, date: string, answer: object = { met: true }) {
  const response = await person.client.post(checkInPath(challengeId), { date, ...answer });
  expect(response.status).toBe(201);
  return (await response.json()) as RecordedCheckIn;
}

async function edit(person: Person, checkInId: string, answer: object) {
  const response = await person.client.patch(`/api/check-ins/${checkInId}`, answer);
  expect(response.status).toBe(200);
  return (await response.json()) as RecordedCheckIn;
}

const reward = ({ currentStreak, milestone }: RecordedCheckIn) => ({ currentStreak, milestone });

describe('the reward of a check-in', () => {
  it('keeps every check-in field and adds the streak and the first-day milestone', async () => {
    const me = await givenPerson(t, { name: 'Ria Reward' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    const first = await record(me, challenge.id, '2026-03-10');
    expect(first).toMatchObject({ date: '2026-03-10', met: true, isOld: false, isOutsideChallenge: false });
    expect(reward(first)).toEqual({ currentStreak: 1, milestone: 'first-day' });
  });

  it('counts the streak up to today, celebrating 3 and 7 days, and not the days in between', async () => {
    const me = await givenPerson(t, { name: 'Sam Streak' });
    const challenge = await insertChallenge(t.db, {
      organizer: me,
      startDate: '2026-03-01',
      endDate: '2026-03-30',
    });
    const answers = [];
    for (let day = 1; day <= 8; day++) {
      t.clock.set(new Date(`2026-03-0${day}T12:00:00Z`));
      answers.push(reward(await record(me, challenge.id, `2026-03-0${day}`)));
    }
    expect(answers).toEqual([
      { currentStreak: 1, milestone: 'first-day' },
      { currentStreak: 2, milestone: null },
      { currentStreak: 3, milestone: 'streak-3' },
      { currentStreak: 4, milestone: null },
      { currentStreak: 5, milestone: null },
      { currentStreak: 6, milestone: null },
      { currentStreak: 7, milestone: 'streak-7' },
      { currentStreak: 8, milestone: null },
    ]);
  });

  it('celebrates 14 days in a longer challenge', async () => {
    const me = await givenPerson(t, { name: 'Fay Fortnight' });
    const challenge = await insertChallenge(t.db, {
      organizer: me,
      startDate: '2026-02-20',
      endDate: '2026-03-30',
    });
    for (let offset = 0; offset < 13; offset++) {
      const date = new Date(Date.UTC(2026, 1, 25 + offset)).toISOString().slice(0, 10);
      await record(me, challenge.id, date);
    }
    // 2026-02-25 … 2026-03-09 met: today makes 14
    expect(reward(await record(me, challenge.id, '2026-03-10'))).toEqual({
      currentStreak: 14,
      milestone: 'streak-14',
    });
  });

  it('answers no streak and no milestone for a missed day, and a streak broken today is 0', async () => {
    const me = await givenPerson(t, { name: 'Mo Missed' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    expect(reward(await record(me, challenge.id, '2026-03-08', { met: false }))).toEqual({
      currentStreak: 0,
      milestone: null,
    });
    await record(me, challenge.id, '2026-03-09');
    expect(reward(await record(me, challenge.id, '2026-03-10', { met: false }))).toEqual({
      currentStreak: 0,
      milestone: null,
    });
  });

  it('keeps the streak alive while today is not checked in, so a late entry for yesterday shows it', async () => {
    const me = await givenPerson(t, { name: 'Lee Late' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    await record(me, challenge.id, '2026-03-07');
    await record(me, challenge.id, '2026-03-08');
    expect(reward(await record(me, challenge.id, '2026-03-09'))).toEqual({
      currentStreak: 3,
      milestone: 'streak-3',
    });
  });

  it('shows no streak when a past day is filled in after a gap', async () => {
    const me = await givenPerson(t, { name: 'Gil Gap' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    await record(me, challenge.id, '2026-03-02');
    // 2026-03-03: the most recent check-in is a week old, the streak has lapsed
    expect(reward(await record(me, challenge.id, '2026-03-03'))).toEqual({
      currentStreak: 0,
      milestone: null,
    });
  });

  it('rewards an edit that turns a missed day into a met one, and not an edit of the notes', async () => {
    const me = await givenPerson(t, { name: 'Eve Edit' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    await record(me, challenge.id, '2026-03-08');
    await record(me, challenge.id, '2026-03-09');
    const today = await record(me, challenge.id, '2026-03-10', { met: false });
    const fixed = await edit(me, today.id, { met: true });
    expect(fixed).toMatchObject({ id: today.id, met: true });
    expect(reward(fixed)).toEqual({ currentStreak: 3, milestone: 'streak-3' });
    expect(reward(await edit(me, today.id, { notes: 'still proud' }))).toEqual({
      currentStreak: 3,
      milestone: null,
    });
  });

  it('celebrates a perfect challenge when its last unmet day is met', async () => {
    const me = await givenPerson(t, { name: 'Pia Perfect' });
    const challenge = await insertChallenge(t.db, {
      organizer: me,
      startDate: '2026-03-08',
      endDate: '2026-03-10',
    });
    expect(reward(await record(me, challenge.id, '2026-03-08'))).toEqual({
      currentStreak: 0,
      milestone: 'first-day',
    });
    await record(me, challenge.id, '2026-03-10');
    expect(reward(await record(me, challenge.id, '2026-03-09'))).toEqual({
      currentStreak: 3,
      milestone: 'perfect-challenge',
    });
  });

  it('counts step days by their target', async () => {
    const me = await givenPerson(t, { name: 'Stu Steps' });
    const challenge = await insertChallenge(t.db, {
      organizer: me,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    expect(reward(await record(me, challenge.id, '2026-03-09', { stepCount: 5000 }))).toEqual({
      currentStreak: 0,
      milestone: null,
    });
    expect(reward(await record(me, challenge.id, '2026-03-10', { stepCount: 9000 }))).toEqual({
      currentStreak: 1,
      milestone: 'first-day',
    });
  });

  it('sees the streak on the person’s own today, far from the challenge’s zone', async () => {
    const me = await givenPerson(t, { name: 'Kai Kiribati', timezone: 'Pacific/Kiritimati' }); // UTC+14: already 2026-03-11
    const challenge = await insertChallenge(t.db, { organizer: me });
    await record(me, challenge.id, '2026-03-10');
    expect(reward(await record(me, challenge.id, '2026-03-11'))).toEqual({
      currentStreak: 2,
      milestone: null,
    });
  });
});
