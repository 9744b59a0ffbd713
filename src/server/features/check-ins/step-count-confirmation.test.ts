import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { errorOf } from '#server/testing/http';

// product-rules.md#plausible-step-counts (decision 040): above 60,000 steps a day the person confirms; 100,000 stays
// the hard maximum.

let t: TestApp;
let walker: Person;
beforeAll(async () => {
  t = await createTestApp();
  walker = await givenPerson(t, { name: 'Wes Walker' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const stepChallenge = () => insertChallenge(t.db, { organizer: walker, challengeType: 'step_count' });
const CONFIRM = '60,000+ steps in one day? Confirm to save.';

describe('a step count above 60,000', () => {
  it('is refused unconfirmed with 422 and the question, and saved with the explicit confirmation', async () => {
    const challenge = await stepChallenge();
    const unconfirmed = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 60_001,
    });
    expect(unconfirmed.status).toBe(422);
    expect(await errorOf(unconfirmed)).toMatchObject({ message: CONFIRM, fields: { stepCount: CONFIRM } });
    const declined = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 75_000,
      confirmStepCount: false,
    });
    expect(declined.status).toBe(422);
    const list = await walker.client.get(checkInPath(challenge.id));
    expect(await list.json()).toEqual({ checkIns: [] });

    const confirmed = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 75_000,
      confirmStepCount: true,
    });
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toMatchObject({ stepCount: 75_000, met: true });
  });

  it('needs no confirmation at 60,000 or below, and the hard maximum of 100,000 stays', async () => {
    const challenge = await stepChallenge();
    const atBound = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-09',
      stepCount: 60_000,
    });
    expect(atBound.status).toBe(201);
    const overMax = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 100_001,
      confirmStepCount: true,
    });
    expect(overMax.status).toBe(400);
    expect((await errorOf(overMax)).message).toBe('Step count must be between 0 and 100000.');
  });

  it('refuses a confirmation that is not a boolean', async () => {
    const challenge = await stepChallenge();
    const response = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 70_000,
      confirmStepCount: 'yes',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('confirmStepCount must be true or false.');
  });

  it('asks again when an edit raises the count above the bound, not when an edit keeps a confirmed count', async () => {
    const challenge = await stepChallenge();
    const recorded = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      stepCount: 12_000,
    });
    const checkIn = (await recorded.json()) as CheckIn;
    const raised = await walker.client.patch(`/api/check-ins/${checkIn.id}`, { stepCount: 90_000 });
    expect(raised.status).toBe(422);
    expect((await errorOf(raised)).message).toBe(CONFIRM);
    const confirmed = await walker.client.patch(`/api/check-ins/${checkIn.id}`, {
      stepCount: 90_000,
      confirmStepCount: true,
    });
    expect(confirmed.status).toBe(200);
    // the same confirmed count sent again with a note, or only a note: nothing new to confirm
    const sameCount = await walker.client.patch(`/api/check-ins/${checkIn.id}`, {
      stepCount: 90_000,
      notes: 'Marathon day',
    });
    expect(sameCount.status).toBe(200);
    const notesOnly = await walker.client.patch(`/api/check-ins/${checkIn.id}`, { notes: 'Marathon!' });
    expect(await notesOnly.json()).toMatchObject({ stepCount: 90_000, notes: 'Marathon!' });
    const otherHighCount = await walker.client.patch(`/api/check-ins/${checkIn.id}`, { stepCount: 95_000 });
    expect(otherHighCount.status).toBe(422);
  });

  it('does not concern a met / missed challenge', async () => {
    const challenge = await insertChallenge(t.db, { organizer: walker });
    const response = await walker.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
      stepCount: 80_000,
    });
    expect(response.status).toBe(201);
  });
});
