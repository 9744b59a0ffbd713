import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, DeclaredRestDay } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { errorOf } from '#server/testing/http';
import { givenChallenge, givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';

// product-rules.md#rest-days (decision 039) through the API: declaring, the budget, one kind per day, taking back.

let t: TestApp;
let ana: Person;
let ben: Person;
let outsider: Person;
beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana' });
  ben = await givenPerson(t, { name: 'Ben' });
  outsider = await givenPerson(t, { name: 'Otto' });
});
afterAll(() => t.close());
// the challenges below run 2026-03-01 to 2026-03-14: today is their tenth day
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const declare = (person: Person, challengeId: string, date: string) =>
  person.client.post(restPath(challengeId), { date });

describe('declaring a rest day', () => {
  it('keeps the streak through it and says how much of the budget is used', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana });
    for (const date of ['2026-03-07', '2026-03-08'])
      expect((await ana.client.post(checkInPath(challenge.id), { date, met: true })).status).toBe(201);
    const response = await declare(ana, challenge.id, '2026-03-09');
    expect(response.status).toBe(201);
    expect((await response.json()) as DeclaredRestDay).toMatchObject({
      date: '2026-03-09',
      kind: 'rest',
      met: false,
      currentStreak: 2,
      restDaysUsed: 1,
      restDayBudget: 1,
    });
    // the next check-in continues the streak: 3 met days with a rest day among them
    const next = await ana.client.post(checkInPath(challenge.id), { date: '2026-03-10', met: true });
    expect(await next.json()).toMatchObject({ currentStreak: 3, milestone: 'streak-3' });
  });

  it('allows today, a day ahead and a past day; refuses days outside the dates and after the grace period', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana, restDayBudget: 3 });
    for (const date of ['2026-03-10', '2026-03-13', '2026-03-02'])
      expect((await declare(ana, challenge.id, date)).status).toBe(201);
    const outside = await declare(ana, challenge.id, '2026-03-15');
    expect(outside.status).toBe(400);
    expect((await errorOf(outside)).message).toBe('Please choose a date between 2026-03-01 and 2026-03-14.');
    t.clock.set(new Date('2026-03-22T12:00:00Z'));
    const locked = await declare(ana, challenge.id, '2026-03-14');
    expect(locked.status).toBe(400);
    expect((await errorOf(locked)).message).toBe(
      'This challenge has ended. Check-ins are no longer allowed.',
    );
  });

  it("refuses beyond the budget: 'No rest days left (1 of 1 used)', and with none: (0 of 0 used)", async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana });
    expect((await declare(ana, challenge.id, '2026-03-04')).status).toBe(201);
    const refused = await declare(ana, challenge.id, '2026-03-05');
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe('No rest days left (1 of 1 used)');
    const none = await insertChallenge(t.db, { organizer: ana, restDayBudget: 0 });
    expect((await errorOf(await declare(ana, none.id, '2026-03-05'))).message).toBe(
      'No rest days left (0 of 0 used)',
    );
  });

  it('makes a day a check-in or a rest day, never both', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana, restDayBudget: 2 });
    expect((await ana.client.post(checkInPath(challenge.id), { date: '2026-03-03', met: true })).status).toBe(
      201,
    );
    const onCheckIn = await declare(ana, challenge.id, '2026-03-03');
    expect(onCheckIn.status).toBe(409);
    expect((await errorOf(onCheckIn)).message).toBe("You've already checked in for 2026-03-03.");
    expect((await declare(ana, challenge.id, '2026-03-04')).status).toBe(201);
    const onRest = await ana.client.post(checkInPath(challenge.id), { date: '2026-03-04', met: true });
    expect(onRest.status).toBe(409);
    expect((await errorOf(onRest)).message).toBe(
      '2026-03-04 is already your rest day. Take it back to check in instead.',
    );
    expect((await errorOf(await declare(ana, challenge.id, '2026-03-04'))).message).toBe(
      '2026-03-04 is already your rest day. Take it back to check in instead.',
    );
  });

  it('is taken back like a check-in is deleted, which frees the day and the budget; it cannot be edited', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben] });
    const declared = (await (await declare(ana, challenge.id, '2026-03-06')).json()) as DeclaredRestDay;
    const edit = await ana.client.patch(`/api/check-ins/${declared.id}`, { met: true });
    expect(edit.status).toBe(409);
    expect((await errorOf(edit)).message).toBe(
      'A rest day has nothing to edit. Take it back to check in instead.',
    );
    // someone else's rest day is not theirs to take back
    const notTheirs = await ben.client.delete(`/api/check-ins/${declared.id}`);
    expect(notTheirs.status).toBe(404);
    expect((await errorOf(notTheirs)).message).toBe('Check-in not found');
    expect((await ana.client.delete(`/api/check-ins/${declared.id}`)).status).toBe(204);
    expect((await ana.client.post(checkInPath(challenge.id), { date: '2026-03-06', met: true })).status).toBe(
      201,
    );
    expect((await declare(ana, challenge.id, '2026-03-07')).status).toBe(201);
  });

  it('is seen by every participant in Recent Check-ins as a rest day', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben] });
    await declare(ana, challenge.id, '2026-03-10');
    const response = await ben.client.get(`${checkInPath(challenge.id)}?scope=recent`);
    const { checkIns } = (await response.json()) as { checkIns: (CheckIn & { person: { name: string } })[] };
    expect(checkIns.map((c) => [c.person.name, c.date, c.kind])).toEqual([['Ana', '2026-03-10', 'rest']]);
  });

  it('is for participants only: outsiders 403, hidden challenges 404, visitors 401, bad input 400', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana });
    const outsiderTry = await declare(outsider, challenge.id, '2026-03-10');
    expect(outsiderTry.status).toBe(403);
    expect((await errorOf(outsiderTry)).message).toBe(
      'You must join this challenge before you can take a rest day.',
    );
    const template = await insertChallenge(t.db, { organizer: null });
    expect((await declare(ana, template.id, '2026-03-10')).status).toBe(404);
    expect((await declare(ana, 'not-a-uuid', '2026-03-10')).status).toBe(404);
    expect((await t.visitor().post(restPath(challenge.id), { date: '2026-03-10' })).status).toBe(401);
    expect((await ana.client.post(restPath(challenge.id), { date: '10/03/2026' })).status).toBe(400);
    expect(
      (await ana.client.post(restPath(challenge.id), { date: '2026-03-10', userId: ben.user.id })).status,
    ).toBe(400);
  });
});

describe('the rest-day budget of a challenge', () => {
  it('is 1 by default, chosen from 0 to 3 when creating, and changed by the organizer only', async () => {
    expect((await givenChallenge(ana.client)).restDayBudget).toBe(1);
    const challenge = await givenChallenge(ana.client, { restDayBudget: 3 });
    expect(challenge.restDayBudget).toBe(3);
    const tooMany = await ana.client.post('/api/challenges', {
      title: 'Too restful',
      description: 'A challenge with too many rest days.',
      startDate: '2026-03-09',
      endDate: '2026-03-22',
      rules: 'Check in every single day',
      restDayBudget: 4,
    });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe('Rest days must be between 0 and 3.');
    const edited = await ana.client.patch(`/api/challenges/${challenge.id}`, { restDayBudget: 0 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ restDayBudget: 0 });
    const notOrganizer = await ben.client.patch(`/api/challenges/${challenge.id}`, { restDayBudget: 3 });
    expect(notOrganizer.status).toBe(403);
  });
});
