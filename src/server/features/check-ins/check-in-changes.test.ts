import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deleteParticipation, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, givenCheckInCast } from '#server/testing/fixtures/check-ins';

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

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

async function checkIn(person: Person, challengeId: string, body: Record<string, unknown>) {
  const response = await person.client.post(checkInPath(challengeId), body);
  expect(response.status).toBe(201);
  return (await response.json()) as CheckIn;
}

describe('editing and deleting a check-in', () => {
  it('lets the owner change met and notes; absent notes stay, empty notes clear', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const mine = await checkIn(participant, challenge.id, { date: '2026-03-09', met: true, notes: 'easy' });

    const missed = await participant.client.patch(`/api/check-ins/${mine.id}`, { met: false });
    expect(missed.status).toBe(200);
    expect(await missed.json()).toMatchObject({ id: mine.id, met: false, notes: 'easy', date: '2026-03-09' });
    const cleared = await participant.client.patch(`/api/check-ins/${mine.id}`, { notes: '  ' });
    expect(await cleared.json()).toMatchObject({ met: false, notes: null });
  });

  it('recomputes a step day from its new count', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    const day = await checkIn(organizer, challenge.id, { date: '2026-03-09', stepCount: 2000 });
    const edited = await organizer.client.patch(`/api/check-ins/${day.id}`, { stepCount: '9000' });
    expect(await edited.json()).toMatchObject({
      stepCount: 9000,
      targetSteps: 8000,
      percentage: 100,
      met: true,
    });
  });

  it("answers 'Check-in not found' to anyone but the owner, even the organizer", async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const theirs = await checkIn(participant, challenge.id, { date: '2026-03-08', met: true });
    for (const person of [organizer, outsider]) {
      const edit = await person.client.patch(`/api/check-ins/${theirs.id}`, { met: false });
      expect(edit.status).toBe(404);
      expect(await messageOf(edit)).toBe('Check-in not found');
      const removal = await person.client.delete(`/api/check-ins/${theirs.id}`);
      expect(removal.status).toBe(404);
    }
    expect((await t.visitor().patch(`/api/check-ins/${theirs.id}`, { met: false })).status).toBe(401);
    expect((await t.visitor().delete(`/api/check-ins/${theirs.id}`)).status).toBe(401);
    const unchanged = await participant.client.get(checkInPath(challenge.id));
    expect(await unchanged.json()).toMatchObject({ checkIns: [{ id: theirs.id, met: true }] });
  });

  it("answers 'Check-in not found' for unknown and malformed ids", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const edit = await participant.client.patch(`/api/check-ins/${id}`, { met: true });
      expect(edit.status).toBe(404);
      expect(await messageOf(edit)).toBe('Check-in not found');
      expect((await participant.client.delete(`/api/check-ins/${id}`)).status).toBe(404);
    }
  });

  it('refuses changes from an owner who has left the challenge', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const mine = await checkIn(participant, challenge.id, { date: '2026-03-07', met: true });
    await deleteParticipation(t.db, challenge.id, participant);
    const edit = await participant.client.patch(`/api/check-ins/${mine.id}`, { met: false });
    expect(edit.status).toBe(403);
    expect(await messageOf(edit)).toBe('You must join this challenge before you can edit check-ins.');
    const removal = await participant.client.delete(`/api/check-ins/${mine.id}`);
    expect(removal.status).toBe(403);
    expect(await messageOf(removal)).toBe('You must join this challenge before you can delete check-ins.');
  });

  it('deletes the owner’s check-in, after which the date is free again', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const mine = await checkIn(organizer, challenge.id, { date: '2026-03-06', met: true });
    const removal = await organizer.client.delete(`/api/check-ins/${mine.id}`);
    expect(removal.status).toBe(204);
    expect((await organizer.client.delete(`/api/check-ins/${mine.id}`)).status).toBe(404);
    await checkIn(organizer, challenge.id, { date: '2026-03-06', met: false });
  });

  it('refuses a malformed edit with a clear 400', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const mine = await checkIn(organizer, challenge.id, { date: '2026-03-05', met: true });
    const response = await organizer.client.patch(`/api/check-ins/${mine.id}`, { stepCount: 200_000 });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('Step count must be between 0 and 100000.');
  });
});

describe('listing check-ins', () => {
  it("gives a participant their own check-ins, latest date first, and everyone's newest with who made them", async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    await checkIn(participant, challenge.id, { date: '2026-03-02', met: true });
    await checkIn(organizer, challenge.id, { date: '2026-03-03', met: false });
    await checkIn(participant, challenge.id, { date: '2026-03-04', met: false });
    await checkIn(participant, challenge.id, { date: '2026-03-01', met: true });

    const mine = await participant.client.get(`${checkInPath(challenge.id)}?scope=mine`);
    const own = ((await mine.json()) as { checkIns: CheckIn[] }).checkIns;
    expect(own.map((row) => row.date)).toEqual(['2026-03-04', '2026-03-02', '2026-03-01']);
    expect(own.every((row) => row.userId === participant.user.id)).toBe(true);

    const recent = await organizer.client.get(`${checkInPath(challenge.id)}?scope=recent&limit=3`);
    const latest = ((await recent.json()) as { checkIns: RecentCheckIn[] }).checkIns;
    expect(latest.map((row) => [row.person.name, row.date])).toEqual([
      ['Pat Participant', '2026-03-01'],
      ['Pat Participant', '2026-03-04'],
      ['Olive Organizer', '2026-03-03'],
    ]);
    expect(latest[0]).toMatchObject({
      challengeTitle: 'No Sugar Sprint',
      person: { id: participant.user.id },
    });
  });

  it('refuses outsiders and anonymous visitors; a template is not found', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    const refused = await outsider.client.get(checkInPath(challenge.id));
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('You must join this challenge to see its check-ins.');
    expect((await t.visitor().get(checkInPath(challenge.id))).status).toBe(401);
    const template = await insertChallenge(t.db, { organizer: null });
    expect((await outsider.client.get(checkInPath(template.id))).status).toBe(404);
  });

  it('refuses an unknown scope or a limit out of range', async () => {
    const challenge = await insertChallenge(t.db, { organizer });
    for (const query of ['scope=all', 'limit=0', 'limit=51', 'limit=ten']) {
      const response = await organizer.client.get(`${checkInPath(challenge.id)}?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
