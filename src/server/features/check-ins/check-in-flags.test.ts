import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn, RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, givenCheckIn } from '#server/testing/fixtures/check-ins';
import { countStatements, errorOf } from '#server/testing/http';
import { upsertFlag } from './check-in-flags.queries';

// product-rules.md#flagged-check-ins (decision 040): only the organizer flags; everyone in the challenge sees the
// flag, the person concerned (and the organizer) its reason; the flagged person is notified once; no score moves.

let t: TestApp;
let organizer: Person;
let participant: Person;
let teammate: Person;
let outsider: Person;
let otherOrganizer: Person;
beforeAll(async () => {
  t = await createTestApp();
  organizer = await givenPerson(t, { name: 'Olive Organizer' });
  participant = await givenPerson(t, { name: 'Pat Participant' });
  teammate = await givenPerson(t, { name: 'Tia Teammate' });
  outsider = await givenPerson(t, { name: 'Otto Outsider' });
  otherOrganizer = await givenPerson(t, { name: 'Omar Other' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const flagPath = (checkInId: string) => `/api/check-ins/${checkInId}/flag`;

// the day of the check-ins these tests flag (the flag notification names it)
const YESTERDAY = '2026-03-09';

async function givenChallengeWithCheckIn() {
  const challenge = await insertChallenge(t.db, { organizer, participants: [participant, teammate] });
  const checkIn = await givenCheckIn(participant.client, challenge.id, { date: YESTERDAY });
  return { challenge, checkIn };
}

const recentOf = async (person: Person, challengeId: string) =>
  (
    (await (await person.client.get(`${checkInPath(challengeId)}?scope=recent`)).json()) as {
      checkIns: RecentCheckIn[];
    }
  ).checkIns;
const mineOf = async (person: Person, challengeId: string) =>
  ((await (await person.client.get(checkInPath(challengeId))).json()) as { checkIns: CheckIn[] }).checkIns;

const flagNotificationsOf = (userId: string, challengeId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.challengeId, challengeId)));

describe('PUT /api/check-ins/:id/flag', () => {
  it('lets the organizer flag a check-in: everyone sees the flag, the person concerned its reason', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    const response = await organizer.client.put(flagPath(checkIn.id), {
      reason: '  Ran 40 km before 7 am?  ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      flaggedAt: expect.any(String),
      reason: 'Ran 40 km before 7 am?',
    });

    expect((await mineOf(participant, challenge.id))[0]!.flag).toMatchObject({
      reason: 'Ran 40 km before 7 am?',
    });
    expect((await recentOf(organizer, challenge.id))[0]!.flag).toMatchObject({
      reason: 'Ran 40 km before 7 am?',
    });
    // the rest of the group sees that it is flagged, not why
    expect((await recentOf(teammate, challenge.id))[0]!.flag).toEqual({
      flaggedAt: expect.any(String),
      reason: null,
    });
    const teammatesDashboard = (await (await teammate.client.get('/api/dashboard')).json()) as Dashboard;
    expect(teammatesDashboard.recentCheckIns.find((c) => c.id === checkIn.id)?.flag).toMatchObject({
      reason: null,
    });
    const ownDashboard = (await (await participant.client.get('/api/dashboard')).json()) as Dashboard;
    expect(ownDashboard.recentCheckIns.find((c) => c.id === checkIn.id)?.flag).toMatchObject({
      reason: 'Ran 40 km before 7 am?',
    });
  });

  it('notifies the flagged person once, leading to the challenge; a changed reason is not notified again', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    await organizer.client.put(flagPath(checkIn.id), { reason: 'Two entries at once' });
    const changed = await organizer.client.put(flagPath(checkIn.id), { reason: 'Back-dated by a week' });
    expect(await changed.json()).toMatchObject({ reason: 'Back-dated by a week' });
    const sent = await flagNotificationsOf(participant.user.id, challenge.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'update',
      title: 'Check-in flagged',
      message:
        'Olive Organizer flagged your check-in for Mar 9, 2026 in "No Sugar Sprint": Two entries at once',
      challengeId: challenge.id,
    });
    expect(await flagNotificationsOf(teammate.user.id, challenge.id)).toHaveLength(0);
  });

  it('flags without a reason', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    const noReason = await organizer.client.put(flagPath(checkIn.id), {});
    expect(await noReason.json()).toMatchObject({ reason: null });
    expect((await flagNotificationsOf(participant.user.id, challenge.id))[0]!.message).toBe(
      'Olive Organizer flagged your check-in for Mar 9, 2026 in "No Sugar Sprint".',
    );
  });

  it("refuses the organizer's flag on their own check-in (403, decision 061), and lists it without a flag", async () => {
    const { challenge } = await givenChallengeWithCheckIn();
    const own = await givenCheckIn(organizer.client, challenge.id, { date: YESTERDAY });
    const refused = await organizer.client.put(flagPath(own.id), { reason: 'Hmm' });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('You cannot flag your own check-in.');
    const listed = (await recentOf(organizer, challenge.id)).find((recent) => recent.id === own.id);
    expect(listed!.flag).toBeNull();
    expect(await flagNotificationsOf(organizer.user.id, challenge.id)).toHaveLength(0);
  });

  it('refuses a participant who is not the organizer (403), and anyone outside the challenge as not found', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    const byParticipant = await teammate.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
    expect(byParticipant.status).toBe(403);
    expect((await errorOf(byParticipant)).message).toBe('Only the organizer can flag check-ins.');
    const byThemselves = await participant.client.put(flagPath(checkIn.id), {});
    expect(byThemselves.status).toBe(403);

    await insertChallenge(t.db, { organizer: otherOrganizer });
    for (const stranger of [outsider, otherOrganizer]) {
      const refused = await stranger.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
      expect(refused.status).toBe(404);
      expect((await errorOf(refused)).message).toBe('Check-in not found');
    }
    expect((await t.visitor().put(flagPath(checkIn.id), {})).status).toBe(401);
    expect((await recentOf(organizer, challenge.id))[0]!.flag).toBeNull();
    expect(await flagNotificationsOf(participant.user.id, challenge.id)).toHaveLength(0);
  });

  it('answers not found for an unknown or malformed check-in id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await organizer.client.put(flagPath(id), {});
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Check-in not found');
    }
  });

  it("refuses to flag the entries of a template's copy", async () => {
    const template = await insertChallenge(t.db, { organizer: null, title: 'Template Sprint' });
    const copy = await insertChallenge(t.db, { organizer, templateId: template.id });
    const checkIn = await givenCheckIn(organizer.client, copy.id, { date: YESTERDAY });
    const response = await organizer.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe("Check-ins of a template's copy cannot be flagged.");
    expect((await organizer.client.delete(flagPath(checkIn.id))).status).toBe(403);
  });

  it('refuses bad input with 400: a long reason, a reason that is not text, an unknown field', async () => {
    const { checkIn } = await givenChallengeWithCheckIn();
    const tooLong = await organizer.client.put(flagPath(checkIn.id), { reason: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe('The reason can be at most 200 characters.');
    const notText = await organizer.client.put(flagPath(checkIn.id), { reason: 42 });
    expect(notText.status).toBe(400);
    expect((await errorOf(notText)).message).toBe('The reason must be text.');
    const unknown = await organizer.client.put(flagPath(checkIn.id), { userId: participant.user.id });
    expect(unknown.status).toBe(400);
    expect((await organizer.client.put(flagPath(checkIn.id), { reason: 'x'.repeat(200) })).status).toBe(200);
  });

  it('changes no score: the board is the same before and after a flag', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    const board = async () =>
      (await organizer.client.get(`/api/challenges/${challenge.id}/leaderboard`)).json();
    const before = await board();
    await organizer.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
    expect(await board()).toEqual(before);
  });
});

describe('DELETE /api/check-ins/:id/flag', () => {
  it('lets the organizer remove a flag (and answers 204 when there is none)', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    await organizer.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
    expect((await organizer.client.delete(flagPath(checkIn.id))).status).toBe(204);
    expect((await recentOf(teammate, challenge.id))[0]!.flag).toBeNull();
    expect((await mineOf(participant, challenge.id))[0]!.flag).toBeNull();
    expect((await organizer.client.delete(flagPath(checkIn.id))).status).toBe(204);
  });

  it('refuses everyone but the organizer', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    await organizer.client.put(flagPath(checkIn.id), { reason: 'Hmm' });
    expect((await participant.client.delete(flagPath(checkIn.id))).status).toBe(403);
    expect((await teammate.client.delete(flagPath(checkIn.id))).status).toBe(403);
    expect((await outsider.client.delete(flagPath(checkIn.id))).status).toBe(404);
    expect((await recentOf(teammate, challenge.id))[0]!.flag).not.toBeNull();
  });

  it('goes with the check-in: deleted, the flag is gone too', async () => {
    const { challenge, checkIn } = await givenChallengeWithCheckIn();
    await organizer.client.put(flagPath(checkIn.id), {});
    expect((await participant.client.delete(`/api/check-ins/${checkIn.id}`)).status).toBe(204);
    const again = await givenCheckIn(participant.client, challenge.id, { date: YESTERDAY });
    expect(again.flag).toBeNull();
    expect((await organizer.client.put(flagPath(checkIn.id), {})).status).toBe(404);
  });
});

describe('statement counts of the check-in lists with flags', () => {
  it('stay the same for 1 check-in and for 10 of 10 people, half of them flagged', async () => {
    const host = await givenPerson(t, { name: 'Hal Host' });
    const people = await Promise.all(
      Array.from({ length: 9 }, (_, index) => givenPerson(t, { name: `Person ${index}` })),
    );
    const challenge = await insertChallenge(t.db, { organizer: host, participants: people });
    const statementsOf = async (path: string) => {
      const session = (await countStatements(t.db, () => host.client.get('/api/me'))) - 1;
      return (await countStatements(t.db, () => host.client.get(path))) - session;
    };
    const paths = [`${checkInPath(challenge.id)}?scope=recent`, checkInPath(challenge.id)];
    const first = await givenCheckIn(host.client, challenge.id, { date: '2026-03-01' });
    const withOne = [await statementsOf(paths[0]!), await statementsOf(paths[1]!)];

    // a flag on one's own check-in is refused now (decision 061); one made before stays on the person's own list
    await upsertFlag(t.db, { checkInId: first.id, flaggedBy: host.user.id, reason: 'My own' });
    for (const [index, person] of people.entries()) {
      const checkIn = await givenCheckIn(person.client, challenge.id, { date: YESTERDAY });
      if (index % 2 === 0) await host.client.put(flagPath(checkIn.id), { reason: `Hmm ${index}` });
      await givenCheckIn(host.client, challenge.id, {
        date: `2026-03-${String(index + 2).padStart(2, '0')}`,
      });
    }
    const withMany = [await statementsOf(paths[0]!), await statementsOf(paths[1]!)];
    expect((await recentOf(host, challenge.id)).filter((c) => c.flag)).toHaveLength(6);
    expect((await mineOf(host, challenge.id)).filter((c) => c.flag)).toHaveLength(1);
    expect(withMany).toEqual(withOne);
    console.log(
      `GET check-ins: recent ${withOne[0]}, mine ${withOne[1]} SQL statements, plus 1 for the session`,
    );
  });
});
