import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { Leaderboard, StepLeaderboardEntry } from '#shared/leaderboards/leaderboards.types';
import type { AmountDays } from '#shared/leaderboards/amount-days.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person, TEST_TODAY } from '#server/testing/given';
import { checkInPath, givenCheckIn, restPath } from '#server/testing/fixtures/check-ins';
import { dayAmountPath, givenToken, requestWithToken } from '#server/testing/fixtures/api-tokens';
import { errorOf } from '#server/testing/http';

// product-rules.md#synced-amounts: a phone's automation sets the day's steps or amount with a 'check-in' token; the
// latest sync wins while the day is open, the same amount again writes nothing, and what the person typed is kept
// (409 naming it) until they delete it.

let t: TestApp;
let pat: Person;
let rita: Person;
let otto: Person;
beforeAll(async () => {
  t = await createTestApp();
  pat = await givenPerson(t, { name: 'Pat Person' });
  rita = await givenPerson(t, { name: 'Rita Rival' });
  otto = await givenPerson(t, { name: 'Otto Outsider' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date(`${TEST_TODAY}T18:00:00Z`)));

const YESTERDAY = '2026-03-09';

async function stepChallenge() {
  return insertChallenge(t.db, {
    organizer: rita,
    participants: [pat, rita],
    challengeType: 'step_count',
    goalConfig: { target_steps: 8000, label: 'Daily Steps' },
  });
}

async function sync(secret: string, challengeId: string, body: unknown, date = TEST_TODAY) {
  return requestWithToken(t, secret, { method: 'PUT', path: dayAmountPath(challengeId, date), body });
}

/** Pat's own days in the challenge, as the app lists them (latest first). */
async function patsDays(challengeId: string) {
  const response = await pat.client.get(`${checkInPath(challengeId)}?scope=mine`);
  return ((await response.json()) as { checkIns: CheckIn[] }).checkIns;
}

async function board(challengeId: string) {
  const response = await pat.client.get(`/api/challenges/${challengeId}/leaderboard`);
  const answer = (await response.json()) as Leaderboard;
  if (answer.kind !== 'steps') throw new Error(`a steps board was expected, got ${answer.kind}`);
  return answer.entries;
}

const entryOf = (entries: StepLeaderboardEntry[], person: Person) =>
  entries.find((entry) => entry.userId === person.user.id)!;

describe("a day's amount synced by a phone's automation", () => {
  it('100 syncs from two devices with a typed entry between: the latest sync wins, the typed day is kept', async () => {
    const challenge = await stepChallenge();
    const phone = (await givenToken(pat.client, 'check-in', 'iPhone')).secret;
    const watch = (await givenToken(pat.client, 'check-in', 'Watch')).secret;
    // Rita typed 7,000 of 8,000 steps: 87 points
    await givenCheckIn(rita.client, challenge.id, { stepCount: 7000 });
    // rising and falling values interleaved: the phone counts up, the watch sends a lower count in between
    const countOf = (i: number) => 2000 + i * 90 - (i % 2 === 1 ? 700 : 0);
    const deviceOf = (i: number) => (i % 2 === 0 ? phone : watch);
    let sent = 0;

    // phase 1: 40 syncs, the first creates the day (201), each later one replaces it (200)
    for (let i = 0; i < 40; i += 1, sent += 1) {
      const response = await sync(deviceOf(i), challenge.id, { amount: countOf(i) });
      expect(response.status).toBe(i === 0 ? 201 : 200);
      expect(await response.json()).toMatchObject({ amount: countOf(i), source: 'synced', date: TEST_TODAY });
    }
    const [afterSyncs] = await patsDays(challenge.id);
    expect(afterSyncs).toMatchObject({ stepCount: countOf(39), source: 'synced', met: false });
    let entries = await board(challenge.id);
    expect(entryOf(entries, pat)).toMatchObject({ totalSteps: countOf(39), daysCompleted: 0 });
    expect(entryOf(entries, pat).latestCheckIn).toMatchObject({ date: TEST_TODAY, source: 'synced' });
    // under the target, Pat's 4,810 steps rank below Rita's 7,000
    expect(entries.map((entry) => entry.userId)).toEqual([rita.user.id, pat.user.id]);

    // the same body again writes nothing: the stored day is the same, to its updatedAt
    const again = await sync(deviceOf(39), challenge.id, { amount: countOf(39) });
    expect(again.status).toBe(200);
    sent += 1;
    const [unchanged] = await patsDays(challenge.id);
    expect(unchanged).toEqual(afterSyncs);

    // phase 2: Pat types the day in the app (an edit): it becomes theirs, and 19 syncs are refused, naming it
    const edited = await pat.client.patch(`/api/check-ins/${afterSyncs!.id}`, { stepCount: 10500 });
    expect(await edited.json()).toMatchObject({ stepCount: 10500, source: 'typed', met: true });
    for (let i = 40; i < 59; i += 1, sent += 1) {
      const refused = await sync(deviceOf(i), challenge.id, { amount: countOf(i) });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(
        'You typed 10,500 steps for Mar 10, 2026, so this sync was not saved: a sync never replaces what you ' +
          'typed. Delete that check-in in HabitSprint to let syncs set the day.',
      );
    }
    const [typed] = await patsDays(challenge.id);
    expect(typed).toMatchObject({ stepCount: 10500, source: 'typed' });
    entries = await board(challenge.id);
    expect(entryOf(entries, pat)).toMatchObject({ totalSteps: 10500, daysCompleted: 1 });
    expect(entries.map((entry) => entry.userId)).toEqual([pat.user.id, rita.user.id]);

    // phase 3: Pat deletes the typed day; the syncs set it again, the latest wins
    expect((await pat.client.delete(`/api/check-ins/${typed!.id}`)).status).toBe(204);
    for (let i = 59; i < 98; i += 1, sent += 1) {
      const response = await sync(deviceOf(i), challenge.id, { amount: countOf(i) });
      expect(response.status).toBe(i === 59 ? 201 : 200);
    }
    expect(sent).toBe(99);
    // the 100th: a falling value from the watch, after a higher one from the phone, still wins (the latest)
    const last = await sync(watch, challenge.id, { amount: 9100 });
    expect(last.status).toBe(200);
    const days = await patsDays(challenge.id);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ stepCount: 9100, source: 'synced', met: true });
    entries = await board(challenge.id);
    expect(entryOf(entries, pat)).toMatchObject({ totalSteps: 9100, daysCompleted: 1 });
    expect(entryOf(entries, pat).latestCheckIn).toMatchObject({ source: 'synced' });
    // the board ranks by points as it always did: Pat's met day over Rita's 7,000
    expect(entries.map((entry) => entry.userId)).toEqual([pat.user.id, rita.user.id]);
  });

  it('sets an earlier day of the window on its own, and a typed POST on a synced day is refused as a duplicate', async () => {
    const challenge = await stepChallenge();
    const { secret } = await givenToken(pat.client, 'check-in');
    expect((await sync(secret, challenge.id, { amount: 6000 }, YESTERDAY)).status).toBe(201);
    expect((await sync(secret, challenge.id, { amount: 6500 }, YESTERDAY)).status).toBe(200);
    expect((await sync(secret, challenge.id, { amount: 100 })).status).toBe(201);
    const days = await patsDays(challenge.id);
    expect(days.map(({ date, stepCount }) => [date, stepCount])).toEqual([
      [TEST_TODAY, 100],
      [YESTERDAY, 6500],
    ]);
    const typedOver = await pat.client.post(checkInPath(challenge.id), { date: YESTERDAY, stepCount: 7000 });
    expect(typedOver.status).toBe(409);
  });

  it('works with the session too, on an amount goal, and an edit in the app makes the day typed', async () => {
    const reading = await insertChallenge(t.db, {
      organizer: pat,
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' } },
    });
    const created = await pat.client.put(dayAmountPath(reading.id, TEST_TODAY), { amount: 12 });
    expect(created.status).toBe(201);
    const synced = (await created.json()) as RecordedCheckIn;
    expect(synced).toMatchObject({ amount: 12, amountTarget: 20, met: false, source: 'synced' });
    // the Day by day chart's days say which came from a sync
    const days = (await (
      await pat.client.get(`/api/challenges/${reading.id}/amount-days`)
    ).json()) as AmountDays;
    expect(days.people[0]!.days.find((day) => day.date === TEST_TODAY)).toMatchObject({
      amount: 12,
      synced: true,
    });
    const edited = await pat.client.patch(`/api/check-ins/${synced.id}`, { notes: 'On the train' });
    expect(await edited.json()).toMatchObject({ amount: 12, source: 'typed' });
    const refused = await pat.client.put(dayAmountPath(reading.id, TEST_TODAY), { amount: 25 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('You typed 12 pages for Mar 10, 2026');
  });

  it('refuses a met-or-missed challenge (422) and a rest day (409), naming why', async () => {
    const sugarFree = await insertChallenge(t.db, { organizer: rita, participants: [pat] });
    const { secret } = await givenToken(pat.client, 'check-in');
    const plain = await sync(secret, sugarFree.id, { amount: 1 });
    expect(plain.status).toBe(422);
    expect((await errorOf(plain)).message).toBe(
      "Only an amount or steps can be synced: this challenge's days are met or missed. Record them with a check-in.",
    );
    const steps = await stepChallenge();
    expect((await pat.client.post(restPath(steps.id), { date: TEST_TODAY })).status).toBe(201);
    const resting = await sync(secret, steps.id, { amount: 3000 });
    expect(resting.status).toBe(409);
    expect((await errorOf(resting)).message).toBe(
      '2026-03-10 is already your rest day. Take it back to check in instead.',
    );
  });
});

describe('who may sync', () => {
  it('refuses a read token (403), a signed-out script (401) and someone not in the challenge (403, or 404)', async () => {
    const challenge = await stepChallenge();
    const reader = (await givenToken(pat.client, 'read')).secret;
    const readOnly = await sync(reader, challenge.id, { amount: 5000 });
    expect(readOnly.status).toBe(403);
    expect((await errorOf(readOnly)).message).toBe(
      "This token can only read. Create a token with the 'check-in' scope to record check-ins.",
    );
    const signedOut = await t.visitor().put(dayAmountPath(challenge.id, TEST_TODAY), { amount: 5000 });
    expect(signedOut.status).toBe(401);
    const outsider = (await givenToken(otto.client, 'check-in')).secret;
    const notJoined = await sync(outsider, challenge.id, { amount: 5000 });
    expect(notJoined.status).toBe(403);
    expect((await errorOf(notJoined)).message).toBe('You must join this challenge before you can check in.');
    const unknown = await sync(outsider, '00000000-0000-4000-8000-000000000000', { amount: 5000 });
    expect(unknown.status).toBe(404);
    expect((await sync(outsider, 'not-a-challenge', { amount: 5000 })).status).toBe(404);
    expect(await patsDays(challenge.id)).toEqual([]);
  });
});

describe('days outside the window and bad bodies', () => {
  it('refuses a future day, a day before the start and a day once the grace period is over (400)', async () => {
    const challenge = await stepChallenge();
    const { secret } = await givenToken(pat.client, 'check-in');
    const future = await sync(secret, challenge.id, { amount: 10 }, '2026-03-11');
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe("You can't check in for a future date.");
    expect((await sync(secret, challenge.id, { amount: 10 }, '2026-02-28')).status).toBe(400);
    expect((await sync(secret, challenge.id, { amount: 10 }, '2026-03-14')).status).toBe(400);
    // synced while open, then the grace period ends: the day is closed to syncs too
    expect((await sync(secret, challenge.id, { amount: 10 })).status).toBe(201);
    t.clock.set(new Date('2026-03-22T12:00:00Z'));
    const closed = await sync(secret, challenge.id, { amount: 20 });
    expect(closed.status).toBe(400);
    expect((await errorOf(closed)).message).toBe(
      'This challenge has ended. Check-ins are no longer allowed.',
    );
  });

  it.each([
    ['no amount', {}],
    ['an amount as text', { amount: '8000' }],
    ['a field it does not know', { amount: 8000, userId: 'someone' }],
    ['a negative count', { amount: -1 }],
    ['part of a step', { amount: 8000.5 }],
    ['more than a day can hold', { amount: 100_001 }],
    ['confirmStepCount as text', { amount: 8000, confirmStepCount: 'yes' }],
    ['a list', [8000]],
  ])('refuses %s with 400, writing nothing', async (_, body) => {
    const challenge = await stepChallenge();
    const { secret } = await givenToken(pat.client, 'check-in');
    const response = await sync(secret, challenge.id, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBeTruthy();
    expect(await patsDays(challenge.id)).toEqual([]);
  });

  it('refuses a body that is not JSON and a date that is not one (400)', async () => {
    const challenge = await stepChallenge();
    const { secret } = await givenToken(pat.client, 'check-in');
    const notJson = await t.app.request(dayAmountPath(challenge.id, TEST_TODAY), {
      method: 'PUT',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: 'steps=8000',
    });
    expect(notJson.status).toBe(400);
    for (const date of ['today', '2026-02-30', '10-03-2026'])
      expect((await sync(secret, challenge.id, { amount: 10 }, date)).status).toBe(400);
  });

  it('keeps more than 60,000 steps only when confirmed (422 without)', async () => {
    const challenge = await stepChallenge();
    const { secret } = await givenToken(pat.client, 'check-in');
    expect((await sync(secret, challenge.id, { amount: 61_000 })).status).toBe(422);
    const confirmed = await sync(secret, challenge.id, { amount: 61_000, confirmStepCount: true });
    expect(confirmed.status).toBe(201);
    // the same count again needs no new confirmation: nothing is written
    expect((await sync(secret, challenge.id, { amount: 61_000 })).status).toBe(200);
  });
});
