import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, givenCheckInCast } from '#server/testing/fixtures/check-ins';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let organizer: Person;
let participant: Person;
let outsider: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ organizer, participant, outsider } = await givenCheckInCast(t));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

describe('recording a check-in', () => {
  it('records a met day for a participant and answers the check-in', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const response = await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-09',
      met: true,
      notes: '  felt great  ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      challengeId: challenge.id,
      userId: participant.user.id,
      date: '2026-03-09',
      met: true,
      stepCount: null,
      notes: 'felt great',
      isOld: false,
      isOutsideChallenge: false,
    });
  });

  it('lets the organizer check in, and records a missed day with empty notes as null', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const response = await organizer.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: false,
      notes: '   ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ met: false, notes: null, userId: organizer.user.id });
  });

  it('refuses a signed-in outsider, and an anonymous visitor', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const refused = await outsider.client.post(checkInPath(challenge.id), { date: '2026-03-10', met: true });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('You must join this challenge before you can check in.');
    const anonymous = await t.visitor().post(checkInPath(challenge.id), { date: '2026-03-10', met: true });
    expect(anonymous.status).toBe(401);
  });

  it("answers 'Challenge not found' for an unknown or malformed id and for a template", async () => {
    const template = await insertChallenge(t.db, { organizer: null });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', template.id]) {
      const response = await participant.client.post(checkInPath(id), { date: '2026-03-10', met: true });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Challenge not found');
    }
  });

  it('never records a check-in on somebody else’s behalf: a userId in the body is refused (decision 020)', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const response = await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-08',
      met: true,
      userId: organizer.user.id,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/userId/);
    const organizers = await organizer.client.get(`${checkInPath(challenge.id)}?scope=mine`);
    expect(await organizers.json()).toEqual({ checkIns: [] });
  });

  it('refuses a second check-in for the same date with the spec text', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    await organizer.client.post(checkInPath(challenge.id), { date: '2026-03-05', met: true });
    const again = await organizer.client.post(checkInPath(challenge.id), { date: '2026-03-05', met: false });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("You've already checked in for 2026-03-05.");
  });

  it('keeps one row when duplicates arrive at the same time', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        organizer.client.post(checkInPath(challenge.id), { date: '2026-03-06', met: true }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const mine = await organizer.client.get(`${checkInPath(challenge.id)}?scope=mine`);
    expect(((await mine.json()) as { checkIns: unknown[] }).checkIns).toHaveLength(1);
  });

  it('answers bad input with a clear 400', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const cases: [unknown, string][] = [
      [{ met: true }, 'Please choose a date.'],
      [{ date: '2026-02-30', met: true }, 'Please enter a valid date.'],
      [{ date: 'yesterday', met: true }, 'Please enter a valid date.'],
      [{ date: '2026-03-10', met: 'yes' }, 'Invalid input: expected boolean, received string'],
      [{ date: '2026-03-10' }, 'Please choose whether you met your goal.'],
    ];
    for (const [body, message] of cases) {
      const response = await organizer.client.post(checkInPath(challenge.id), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
  });
});

describe('step challenges', () => {
  it('stores the step count, the target from goalConfig and the day’s points; met when the target is reached', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer,
      challengeType: 'step_count',
      goalConfig: { target_steps: 10_000, label: 'Daily Steps' },
    });
    const short = await organizer.client.post(checkInPath(challenge.id), {
      date: '2026-03-08',
      stepCount: 7_500,
    });
    expect(await short.json()).toMatchObject({
      met: false,
      stepCount: 7500,
      targetSteps: 10000,
      percentage: 75,
    });
    const reached = await organizer.client.post(checkInPath(challenge.id), {
      date: '2026-03-09',
      stepCount: 12_000,
      met: false, // ignored: a step day is met by its count
    });
    expect(await reached.json()).toMatchObject({
      met: true,
      stepCount: 12000,
      targetSteps: 10000,
      percentage: 100,
    });
  });

  it('uses the default target of 30000, turns invalid text into 0 and refuses counts out of range', async () => {
    const challenge = await insertChallenge(t.db, { organizer, challengeType: 'step_count', goalConfig: {} });
    const text = await organizer.client.post(checkInPath(challenge.id), {
      date: '2026-03-08',
      stepCount: 'lots',
    });
    expect(await text.json()).toMatchObject({ stepCount: 0, targetSteps: 30000, percentage: 0, met: false });
    for (const stepCount of [-1, 100_001]) {
      const response = await organizer.client.post(checkInPath(challenge.id), {
        date: '2026-03-09',
        stepCount,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Step count must be between 0 and 100000.');
    }
    const missing = await organizer.client.post(checkInPath(challenge.id), { date: '2026-03-09', met: true });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe('Please enter your step count.');
  });
});
