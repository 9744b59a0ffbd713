import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-date';
import { challengeParticipants } from '#server/db/schema/challenges';
import { invitations, notifications } from '#server/db/schema/social';
import { createNotification } from '#server/features/notifications/notifications.service';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import {
  givenChallenge,
  givenJoined,
  givenPerson,
  insertChallenge,
  insertPerson,
  TEST_TODAY,
} from '#server/testing/given';
import { givenInvitation } from '#server/testing/fixtures/invitations';
import { errorOf, participantIdsOf } from '#server/testing/http';
import { fixedText } from '#server/testing/fixed-text';

let t: TestApp;
let start: Date;
beforeAll(async () => {
  t = await createTestApp();
  start = t.clock.now();
});
afterEach(() => t.clock.set(start));
afterAll(() => t.close());

const NOT_FOUND = 'Invitation not found or has expired';
const USED = 'Invitation already used or cancelled.';

const statusOf = async (invitationId: string) =>
  (await t.db.select().from(invitations).where(eq(invitations.id, invitationId)))[0]?.status;

const notificationsOf = (userId: string, challengeId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.challengeId, challengeId)));

/** An active challenge by a signed-in organizer, and a pending invitation to it for a person with an account. */
async function givenInvitedPerson(options: { organizerName?: string; title?: string } = {}) {
  const { client: organizer, user: organizerUser } = await givenPerson(t, {
    name: options.organizerName ?? 'Olga',
  });
  const challenge = await givenChallenge(organizer, { title: options.title ?? 'Morning Walks' });
  const { client: invitee, user: inviteeUser } = await givenPerson(t, { name: 'Ivy Invitee' });
  const invitation = await givenInvitation(t, organizer, challenge.id, { email: inviteeUser.email });
  return { organizer, organizerUser, challenge, invitee, inviteeUser, invitation };
}

describe('opening an invitation link', () => {
  it('refuses forged, malformed and unknown tokens alike', async () => {
    const forged = randomBytes(32).toString('base64url');
    for (const token of [forged, 'short', `${forged}x`, 'a'.repeat(500)]) {
      const response = await t.visitor().get(`/api/invitations/${token}`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: NOT_FOUND });
    }
  });

  it('works until it expires 7 days after sending', async () => {
    const { invitation } = await givenInvitedPerson();
    t.clock.advanceDays(7);
    t.clock.set(new Date(t.clock.now().getTime() - 1000));
    const stillValid = await t.visitor().get(`/api/invitations/${invitation.token}`);
    expect(stillValid.status).toBe(200);

    t.clock.set(new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000));
    const expired = await t.visitor().get(`/api/invitations/${invitation.token}`);
    expect(expired.status).toBe(404);
    expect(await errorOf(expired)).toMatchObject({ message: NOT_FOUND });
  });

  it('shows a signed-out holder who invited them to what, and the address to sign up with, nothing more', async () => {
    const { invitation, inviteeUser, challenge } = await givenInvitedPerson({
      organizerName: 'Olga Organizer',
      title: 'Evening Stretch',
    });
    const response = await t.visitor().get(`/api/invitations/${invitation.token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      token: invitation.token,
      expiresAt: invitation.expiresAt,
      invitedByName: 'Olga Organizer',
      invitedEmail: inviteeUser.email,
      challenge: {
        id: challenge.id,
        title: 'Evening Stretch',
        description: challenge.description,
        startDate: challenge.startDate,
        endDate: challenge.endDate,
        status: 'active',
      },
    });
  });

  it('never shows the address to a signed-in holder, the invitee or anyone else', async () => {
    const { invitation, invitee, inviteeUser } = await givenInvitedPerson();
    const { client: someoneElse } = await givenPerson(t, { name: 'Forwarded To' });
    for (const holder of [invitee, someoneElse]) {
      const response = await holder.get(`/api/invitations/${invitation.token}`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).not.toContain(inviteeUser.email);
      expect(JSON.parse(body)).not.toHaveProperty('invitedEmail');
    }
  });

  it('shows nothing of an answered invitation, accepted or declined', async () => {
    const accepted = await givenInvitedPerson();
    await accepted.invitee.post(`/api/invitations/${accepted.invitation.token}/accept`);
    const declined = await givenInvitedPerson();
    await t.visitor().post(`/api/invitations/${declined.invitation.token}/decline`);
    for (const { invitation } of [accepted, declined]) {
      const response = await t.visitor().get(`/api/invitations/${invitation.token}`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: expect.any(String), message: NOT_FOUND });
    }
  });
});

describe('accepting an invitation', () => {
  it('refuses a signed-out visitor', async () => {
    const { invitation, challenge } = await givenInvitedPerson();
    const response = await t.visitor().post(`/api/invitations/${invitation.token}/accept`);
    expect(response.status).toBe(401);
    expect(await statusOf(invitation.id)).toBe('pending');
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(1);
  });

  it('joins the challenge, tells the organizer and marks the invitation notification read', async () => {
    const { invitation, challenge, invitee, inviteeUser, organizerUser } = await givenInvitedPerson({
      title: 'Fiber Fortnight',
    });
    const response = await invitee.post(`/api/invitations/${invitation.token}/accept`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challengeId: challenge.id });
    expect(await participantIdsOf(t.db, challenge.id)).toEqual([organizerUser.id, inviteeUser.id]);
    expect(await statusOf(invitation.id)).toBe('accepted');
    expect(await notificationsOf(inviteeUser.id, challenge.id)).toMatchObject([
      { type: 'invitation', read: true },
    ]);
    expect(await notificationsOf(organizerUser.id, challenge.id)).toMatchObject([
      {
        type: 'update',
        title: 'New participant',
        message: 'Ivy Invitee joined "Fiber Fortnight"',
      },
    ]);
  });

  it('works once: the link is then used, for the invitee and anyone else', async () => {
    const { invitation, invitee } = await givenInvitedPerson();
    expect((await invitee.post(`/api/invitations/${invitation.token}/accept`)).status).toBe(200);
    const { client: someoneElse } = await givenPerson(t);
    for (const person of [invitee, someoneElse]) {
      const again = await person.post(`/api/invitations/${invitation.token}/accept`);
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toMatchObject({ message: USED });
    }
    expect((await t.visitor().get(`/api/invitations/${invitation.token}`)).status).toBe(404);
  });

  it('lets whoever holds the link accept it (the token is the capability)', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const invitation = await givenInvitation(t, organizer, challenge.id);
    const { client: forwardedTo, user } = await givenPerson(t);
    expect((await forwardedTo.post(`/api/invitations/${invitation.token}/accept`)).status).toBe(200);
    expect(await participantIdsOf(t.db, challenge.id)).toContain(user.id);
  });

  it('refuses forged and expired tokens, and keeps an expired one pending', async () => {
    const { invitation, invitee, challenge } = await givenInvitedPerson();
    const forged = await invitee.post(`/api/invitations/${randomBytes(32).toString('base64url')}/accept`);
    expect(forged.status).toBe(404);
    expect(await errorOf(forged)).toMatchObject({ message: NOT_FOUND });
    t.clock.advanceDays(8);
    const expired = await invitee.post(`/api/invitations/${invitation.token}/accept`);
    expect(expired.status).toBe(404);
    expect(await errorOf(expired)).toMatchObject({ message: NOT_FOUND });
    expect(await statusOf(invitation.id)).toBe('pending');
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(1);
  });

  it('tolerates accepting while already a participant (product-rules.md#invitations)', async () => {
    const { invitation, invitee, inviteeUser, challenge } = await givenInvitedPerson();
    await givenJoined(invitee, challenge.id);
    const response = await invitee.post(`/api/invitations/${invitation.token}/accept`);
    expect(response.status).toBe(200);
    expect(await statusOf(invitation.id)).toBe('accepted');
    expect((await participantIdsOf(t.db, challenge.id)).filter((id) => id === inviteeUser.id)).toHaveLength(
      1,
    );
  });

  it('brings back someone who left, whom the share link refuses', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const { client: leaver, user } = await givenPerson(t);
    await givenJoined(leaver, challenge.id);
    expect((await leaver.post(`/api/challenges/${challenge.id}/leave`)).status).toBe(204);
    expect((await leaver.post(`/api/challenges/${challenge.id}/join`)).status).toBe(403);

    const invitation = await givenInvitation(t, organizer, challenge.id, { userId: user.id });
    expect((await leaver.post(`/api/invitations/${invitation.token}/accept`)).status).toBe(200);
    expect(await participantIdsOf(t.db, challenge.id)).toContain(user.id);
  });

  it('refuses a full challenge and one that has ended since, keeping the invitation pending', async () => {
    const { client: organizer, user: olga } = await givenPerson(t);
    const small = await givenChallenge(organizer, { maxParticipants: 2 });
    const full = await givenInvitation(t, organizer, small.id);
    const filler = await insertPerson(t.db);
    await t.db.insert(challengeParticipants).values({ challengeId: small.id, userId: filler.id });
    const { client: latecomer } = await givenPerson(t);
    const refusedFull = await latecomer.post(`/api/invitations/${full.token}/accept`);
    expect(refusedFull.status).toBe(422);
    expect(await errorOf(refusedFull)).toMatchObject({
      message: 'Challenge is full. Maximum participants reached.',
    });
    expect(await statusOf(full.id)).toBe('pending');

    const endingToday = await insertChallenge(t.db, {
      organizer: olga,
      startDate: addDays(TEST_TODAY, -13),
      endDate: TEST_TODAY,
    });
    const late = await givenInvitation(t, organizer, endingToday.id);
    t.clock.advanceDays(1);
    const refusedEnded = await latecomer.post(`/api/invitations/${late.token}/accept`);
    expect(refusedEnded.status).toBe(422);
    expect(await errorOf(refusedEnded)).toMatchObject({ message: 'This challenge has ended' });
    expect(await statusOf(late.id)).toBe('pending');
    expect(await participantIdsOf(t.db, endingToday.id)).toEqual([olga.id]);
  });

  it(`lets exactly one of two simultaneous accepts of one token win${
    onRealPostgres() ? '' : ' (a real race only on PostgreSQL: TEST_DATABASE_URL)'
  }`, async () => {
    const { invitation, invitee, challenge } = await givenInvitedPerson();
    const { client: other } = await givenPerson(t);
    const responses = await Promise.all([
      invitee.post(`/api/invitations/${invitation.token}/accept`),
      other.post(`/api/invitations/${invitation.token}/accept`),
      invitee.post(`/api/invitations/${invitation.token}/accept`),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await errorOf(response)).toMatchObject({ message: USED });
    }
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(2);
  });
});

describe('declining an invitation', () => {
  it('needs no account, cancels the invitation and marks its notification read', async () => {
    const { invitation, invitee, inviteeUser, challenge } = await givenInvitedPerson();
    const response = await t.visitor().post(`/api/invitations/${invitation.token}/decline`);
    expect(response.status).toBe(204);
    expect(await statusOf(invitation.id)).toBe('cancelled');
    expect(await notificationsOf(inviteeUser.id, challenge.id)).toMatchObject([{ read: true }]);
    expect((await t.visitor().get(`/api/invitations/${invitation.token}`)).status).toBe(404);

    const accept = await invitee.post(`/api/invitations/${invitation.token}/accept`);
    expect(accept.status).toBe(409);
    expect(await errorOf(accept)).toMatchObject({ message: USED });
    const declineAgain = await t.visitor().post(`/api/invitations/${invitation.token}/decline`);
    expect(declineAgain.status).toBe(409);
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(1);
  });

  it('refuses forged and expired tokens', async () => {
    const { invitation } = await givenInvitedPerson();
    const forged = await t
      .visitor()
      .post(`/api/invitations/${randomBytes(32).toString('base64url')}/decline`);
    expect(forged.status).toBe(404);
    t.clock.advanceDays(8);
    const expired = await t.visitor().post(`/api/invitations/${invitation.token}/decline`);
    expect(expired.status).toBe(404);
    expect(await errorOf(expired)).toMatchObject({ message: NOT_FOUND });
    expect(await statusOf(invitation.id)).toBe('pending');
  });
});

describe('accepting from the notification', () => {
  it('accepts the invitation the notification carries, for its owner only', async () => {
    const { invitee, inviteeUser, challenge, invitation } = await givenInvitedPerson();
    const [notice] = await notificationsOf(inviteeUser.id, challenge.id);
    const { client: someoneElse } = await givenPerson(t);
    for (const path of [`/api/notifications/${notice!.id}`, `/api/notifications/${randomUUID()}`]) {
      const refused = await someoneElse.post(`${path}/accept-invitation`);
      expect(refused.status).toBe(404);
      expect(await errorOf(refused)).toMatchObject({ message: 'Notification not found' });
    }
    expect((await someoneElse.post('/api/notifications/nope/accept-invitation')).status).toBe(404);
    expect((await t.visitor().post(`/api/notifications/${notice!.id}/accept-invitation`)).status).toBe(401);
    expect(await statusOf(invitation.id)).toBe('pending');

    const response = await invitee.post(`/api/notifications/${notice!.id}/accept-invitation`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challengeId: challenge.id });
    expect(await participantIdsOf(t.db, challenge.id)).toContain(inviteeUser.id);
    expect(await statusOf(invitation.id)).toBe('accepted');
    expect(await notificationsOf(inviteeUser.id, challenge.id)).toMatchObject([{ read: true }]);

    const again = await invitee.post(`/api/notifications/${notice!.id}/accept-invitation`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: USED });
  });

  it('refuses a notification that carries no invitation', async () => {
    const { client, user } = await givenPerson(t);
    const notice = await createNotification(t.db, {
      userId: user.id,
      title: fixedText('Hello'),
      message: fixedText('Just news'),
    });
    const response = await client.post(`/api/notifications/${notice.id}/accept-invitation`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: NOT_FOUND });
  });
});
