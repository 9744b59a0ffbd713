import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { errorOf } from '#server/testing/http';

// Issue 12, "Offline check-ins" (decision 030): a check-in carries the id its device gave it, so a replay of the same
// write (a lost answer, a check-in kept offline and sent again) is answered with the check-in it made, never a
// second one and never 'You've already checked in…'.

let t: TestApp;
let organizer: Person;
let participant: Person;
let other: Person;
beforeAll(async () => {
  t = await createTestApp();
  organizer = await givenPerson(t, { name: 'Olive Organizer' });
  participant = await givenPerson(t, { name: 'Pat Participant' });
  other = await givenPerson(t, { name: 'Otto Other' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function ownCheckIns(person: Person, challengeId: string) {
  const response = await person.client.get(`${checkInPath(challengeId)}?scope=mine`);
  return ((await response.json()) as { checkIns: CheckIn[] }).checkIns;
}

describe('replaying a check-in with its client id', () => {
  it('answers the original check-in with 200 and records it once', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-10', met: true, notes: 'walked', clientId: randomUUID() };
    const first = await participant.client.post(checkInPath(challenge.id), body);
    expect(first.status).toBe(201);
    const original = (await first.json()) as RecordedCheckIn;
    expect(original.milestone).toBe('first-day');

    const replay = await participant.client.post(checkInPath(challenge.id), body);
    expect(replay.status).toBe(200);
    // the same check-in and streak; the milestone was reached by the first write, not by the replay
    expect(await replay.json()).toEqual({ ...original, milestone: null });
    expect(await ownCheckIns(participant, challenge.id)).toHaveLength(1);
  });

  it('keeps one check-in when the same replay arrives many times at once', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-09', met: true, clientId: randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => participant.client.post(checkInPath(challenge.id), body)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as CheckIn).id));
    expect(new Set(ids).size).toBe(1);
    expect(await ownCheckIns(participant, challenge.id)).toHaveLength(1);
  });

  it('answers the check-in as it stands after an edit, never overwriting it with the replayed answer', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-08', met: true, notes: 'first', clientId: randomUUID() };
    const original = (await (
      await participant.client.post(checkInPath(challenge.id), body)
    ).json()) as CheckIn;
    await participant.client.patch(`/api/check-ins/${original.id}`, { met: false, notes: 'edited' });

    const replay = await participant.client.post(checkInPath(challenge.id), body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ id: original.id, met: false, notes: 'edited' });
  });

  it('refuses the same id for another day or another challenge, and leaves the check-in alone', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const second = await insertChallenge(t.db, { organizer, participants: [participant] });
    const clientId = randomUUID();
    await participant.client.post(checkInPath(challenge.id), { date: '2026-03-07', met: true, clientId });

    const otherDay = await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-06',
      met: true,
      clientId,
    });
    const otherChallenge = await participant.client.post(checkInPath(second.id), {
      date: '2026-03-07',
      met: true,
      clientId,
    });
    for (const response of [otherDay, otherChallenge]) {
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toMatchObject({
        message: 'This check-in id was already used for another check-in.',
        fields: { clientId: 'This check-in id was already used for another check-in.' },
      });
    }
    expect((await ownCheckIns(participant, challenge.id)).map((entry) => entry.date)).toEqual(['2026-03-07']);
    expect(await ownCheckIns(participant, second.id)).toEqual([]);
  });

  it("treats another person's identical id as their own check-in: nothing of the first person's leaks", async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant, other] });
    const clientId = randomUUID();
    const mine = (await (
      await participant.client.post(checkInPath(challenge.id), {
        date: '2026-03-10',
        met: true,
        notes: 'mine',
        clientId,
      })
    ).json()) as CheckIn;

    const theirs = await other.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: false,
      clientId,
    });
    expect(theirs.status).toBe(201);
    const answered = (await theirs.json()) as CheckIn;
    expect(answered).toMatchObject({ userId: other.user.id, met: false, notes: null });
    expect(answered.id).not.toBe(mine.id);
    expect(await ownCheckIns(participant, challenge.id)).toMatchObject([
      { id: mine.id, met: true, notes: 'mine' },
    ]);
  });

  it('still says "already checked in" for a different check-in of the same day (another id, or none)', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-05',
      met: true,
      clientId: randomUUID(),
    });
    for (const clientId of [randomUUID(), undefined]) {
      const again = await participant.client.post(checkInPath(challenge.id), {
        date: '2026-03-05',
        met: false,
        clientId,
      });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe("You've already checked in for 2026-03-05.");
    }
  });

  it('records the check-in again when its replay arrives after it was deleted (the id went with it)', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-04', met: true, clientId: randomUUID() };
    const original = (await (
      await participant.client.post(checkInPath(challenge.id), body)
    ).json()) as CheckIn;
    expect((await participant.client.delete(`/api/check-ins/${original.id}`)).status).toBe(204);

    const replay = await participant.client.post(checkInPath(challenge.id), body);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toMatchObject({ date: '2026-03-04', met: true });
    expect(await ownCheckIns(participant, challenge.id)).toHaveLength(1);
  });

  it('refuses a check-in first sent after the grace period with the spec message', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    t.clock.set(new Date('2026-03-22T12:00:00Z')); // the end date 03-14 plus 7 days of grace is over
    const late = await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-14',
      met: true,
      clientId: randomUUID(),
    });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toBe('This challenge has ended. Check-ins are no longer allowed.');
  });

  it('answers a replay of a check-in recorded in time even after the grace period (nothing is written)', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-10', met: true, clientId: randomUUID() };
    const original = (await (
      await participant.client.post(checkInPath(challenge.id), body)
    ).json()) as CheckIn;
    t.clock.set(new Date('2026-03-22T12:00:00Z'));
    const replay = await participant.client.post(checkInPath(challenge.id), body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ id: original.id });
  });

  it('refuses a replay from someone removed from the challenge with the spec message', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const body = { date: '2026-03-10', met: true, clientId: randomUUID() };
    await participant.client.post(checkInPath(challenge.id), body);
    const removed = await organizer.client.delete(
      `/api/challenges/${challenge.id}/participants/${participant.user.id}`,
    );
    expect(removed.status).toBeLessThan(300);

    const replay = await participant.client.post(checkInPath(challenge.id), body);
    expect(replay.status).toBe(403);
    expect((await errorOf(replay)).message).toBe('You must join this challenge before you can check in.');
  });

  it('refuses a client id that is not a UUID', async () => {
    const challenge = await insertChallenge(t.db, { organizer, participants: [participant] });
    const response = await participant.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
      clientId: 'abc',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('clientId must be a UUID.');
  });
});
