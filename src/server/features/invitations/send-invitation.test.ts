import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '#server/app-env';
import { challenges } from '#server/db/schema/challenges';
import { invitations, notifications } from '#server/db/schema/social';
import type { MailMessage } from '#server/mail/mailer';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';
import { givenChallenge, givenJoined, givenPerson, insertChallenge } from '#server/testing/given';
import { givenInvitation, tokenIn } from '#server/testing/fixtures/invitations';
import { sendInvitation } from './invitations.service';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invitationsTo = (challengeId: string) =>
  t.db.select().from(invitations).where(eq(invitations.challengeId, challengeId));

const notificationsAbout = (challengeId: string) =>
  t.db.select().from(notifications).where(eq(notifications.challengeId, challengeId));

const invite = (
  client: { post: (path: string, body?: unknown) => Promise<Response> },
  id: string,
  body: unknown,
) => client.post(`/api/challenges/${id}/invitations`, body);

describe('who may invite', () => {
  it('refuses a signed-out visitor', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    const response = await invite(t.visitor(), challenge.id, { email: uniqueEmail() });
    expect(response.status).toBe(401);
    expect(await invitationsTo(challenge.id)).toEqual([]);
  });

  it('lets the organizer and any participant invite, and refuses an outsider', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const { client: participant } = await givenPerson(t);
    await givenJoined(participant, challenge.id);
    const { client: outsider } = await givenPerson(t);

    expect((await invite(organizer, challenge.id, { email: uniqueEmail() })).status).toBe(201);
    expect((await invite(participant, challenge.id, { email: uniqueEmail() })).status).toBe(201);
    const refused = await invite(outsider, challenge.id, { email: uniqueEmail() });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      message: 'Only participants can invite friends to this challenge.',
    });
    expect(await invitationsTo(challenge.id)).toHaveLength(2);
  });

  it('lets participants invite to an upcoming challenge, and refuses a completed one', async () => {
    const { client, user } = await givenPerson(t);
    const upcoming = await givenChallenge(client, { status: 'upcoming' });
    expect((await invite(client, upcoming.id, { email: uniqueEmail() })).status).toBe(201);

    const ended = await insertChallenge(t.db, { organizer: user, status: 'completed' });
    const refused = await invite(client, ended.id, { email: uniqueEmail() });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      message: 'Cannot invite friends to a completed challenge.',
    });
    expect(await invitationsTo(ended.id)).toEqual([]);
  });

  it('judges "completed" in the challenge\'s own timezone', async () => {
    const { client, user } = await givenPerson(t);
    // 12:00 UTC on the test day is already the next day in Kiritimati (UTC+14)
    const endedThere = await insertChallenge(t.db, {
      organizer: user,
      startDate: '2026-02-24',
      endDate: '2026-03-10',
      timezone: 'Pacific/Kiritimati',
    });
    expect((await invite(client, endedThere.id, { email: uniqueEmail() })).status).toBe(422);
    const stillOnHere = await insertChallenge(t.db, {
      organizer: user,
      startDate: '2026-02-24',
      endDate: '2026-03-10',
      timezone: 'America/New_York',
    });
    expect((await invite(client, stillOnHere.id, { email: uniqueEmail() })).status).toBe(201);
  });

  it('answers 404 for a template, an unknown and a malformed challenge id', async () => {
    const { client } = await givenPerson(t);
    const [template] = await t.db.select().from(challenges).where(isNull(challenges.organizerId));
    for (const id of [template!.id, randomUUID(), 'not-an-id']) {
      const response = await invite(client, id, { email: uniqueEmail() });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({
        message: 'Challenge not found. Please refresh the page and try again.',
      });
    }
    expect(await invitationsTo(template!.id)).toEqual([]);
  });
});

describe('sending an invitation', () => {
  it('refuses an invalid address with a message on the email field', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    for (const email of ['not-an-address', '', 'a@b']) {
      const response = await invite(client, challenge.id, { email });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      });
    }
    expect((await invite(client, challenge.id, {})).status).toBe(400);
    expect(await invitationsTo(challenge.id)).toEqual([]);
  });

  it('e-mails a link whose token opens the invitation, valid for 7 days', async () => {
    const { client } = await givenPerson(t, { name: 'Olga <Organizer>' });
    const challenge = await givenChallenge(client, { title: 'Sugar & "Spice" <Free>' });
    const before = t.sent.length;
    const response = await invite(client, challenge.id, { email: '  Friend.One@Example.COM ' });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as { id: string; expiresAt: string };
    expect(sent.expiresAt).toBe('2026-03-17T12:00:00.000Z');

    expect(t.sent).toHaveLength(before + 1);
    const message = t.sent.at(-1)!;
    expect(message.to).toBe('friend.one@example.com');
    expect(message.subject).toBe('Olga <Organizer> invited you to a challenge on HabitSprint');
    const token = tokenIn(message);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message.text).toContain(`${TEST_APP_URL}/invitation/${token}`);
    expect(message.text).toContain('Sugar & "Spice" <Free>');
    expect(message.text).toContain('expires in 7 days (Mar 17, 2026, 12:00 PM UTC)');
    expect(message.html).toContain(`href="${TEST_APP_URL}/invitation/${token}"`);
    expect(message.html).toContain('Olga &lt;Organizer&gt;');
    expect(message.html).toContain('Sugar &amp; &quot;Spice&quot; &lt;Free&gt;');
    expect(message.html).not.toContain('<Free>');

    const [stored] = await invitationsTo(challenge.id);
    expect(stored).toMatchObject({ id: sent.id, email: 'friend.one@example.com', status: 'pending' });

    const page = await t.visitor().get(`/api/invitations/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({
      token,
      expiresAt: '2026-03-17T12:00:00.000Z',
      invitedByName: 'Olga <Organizer>',
      // the link holder, signed out, is offered the address the link was sent to (docs/decisions/025)
      invitedEmail: 'friend.one@example.com',
      challenge: {
        id: challenge.id,
        title: 'Sugar & "Spice" <Free>',
        description: challenge.description,
        startDate: challenge.startDate,
        endDate: challenge.endDate,
        status: 'active',
      },
    });
  });

  it("keeps only the SHA-256 of the link's token, never the token (decision 057)", async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    const { id, token } = await givenInvitation(t, client, challenge.id);

    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await t.visitor().get(`/api/invitations/${token}`)).status).toBe(200);
  });

  it('notifies an existing account, and no one for an address without an account', async () => {
    const { client } = await givenPerson(t, { name: 'Olga' });
    const challenge = await givenChallenge(client, { title: 'Early Nights' });
    const { user: friend } = await givenPerson(t);
    const { id } = await givenInvitation(t, client, challenge.id, {
      email: ` ${friend.email.toUpperCase()}`,
    });
    await givenInvitation(t, client, challenge.id, { email: uniqueEmail('stranger') });

    expect(await notificationsAbout(challenge.id)).toMatchObject([
      {
        userId: friend.id,
        type: 'invitation',
        title: 'Challenge Invitation',
        message: 'Olga invited you to join "Early Nights"',
        challengeId: challenge.id,
        invitationId: id,
        read: false,
      },
    ]);
  });

  it('invites a person found in Find Users by id, without showing the sender their address', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    const { user: found } = await givenPerson(t);
    const response = await invite(client, challenge.id, { userId: found.id });
    expect(response.status).toBe(201);
    const body = await response.text();
    expect(body).not.toContain(found.email);
    expect(t.sent.at(-1)!.to).toBe(found.email);
    const [notice] = await notificationsAbout(challenge.id);
    expect(notice).toMatchObject({ userId: found.id, type: 'invitation' });

    const unknown = await invite(client, challenge.id, { userId: 'no-such-person' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: 'User not found' });
  });

  it('refuses to invite someone who already takes part, by address or by id, the sender included', async () => {
    const { client: organizer, user: olga } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const { client: participant, user: pat } = await givenPerson(t);
    await givenJoined(participant, challenge.id);
    const before = t.sent.length;
    for (const body of [{ email: pat.email.toUpperCase() }, { userId: pat.id }, { userId: olga.id }]) {
      const response = await invite(organizer, challenge.id, body);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        message: 'User is already a participant in this challenge',
      });
    }
    expect(t.sent).toHaveLength(before);
    expect(await invitationsTo(challenge.id)).toEqual([]);
  });

  it('keeps nothing when the e-mail cannot be sent, and says so', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    const { user: friend } = await givenPerson(t);
    t.failMail(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    try {
      const response = await invite(client, challenge.id, { email: friend.email });
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toMatchObject({
        message: 'Failed to send invitation due to a server issue. Please try again in a moment.',
      });
    } finally {
      t.failMail(null);
    }
    expect(await invitationsTo(challenge.id)).toEqual([]);
    expect(await notificationsAbout(challenge.id)).toEqual([]);
    // and sending again works
    expect((await invite(client, challenge.id, { email: friend.email })).status).toBe(201);
  });

  it('logs a failed send as an error, without the token', async () => {
    const { user } = await givenPerson(t, { name: 'Lena Logger' });
    const challenge = await insertChallenge(t.db, { organizer: user });
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const attempted: MailMessage[] = [];
    const deps = {
      db: t.db,
      env: t.env,
      clock: t.clock,
      logger,
      mailer: {
        send: async (message: MailMessage) => {
          attempted.push(message);
          throw new Error('SMTP said no');
        },
      },
    } as unknown as Deps;
    const actor = {
      userId: user.id,
      email: user.email,
      name: user.name,
      timezone: 'UTC',
      emailVerified: false,
      siteAdmin: false,
    };
    await expect(sendInvitation(deps, actor, challenge.id, { email: uniqueEmail() })).rejects.toMatchObject({
      status: 502,
    });
    const token = tokenIn(attempted[0]!);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      msg: 'invitation e-mail could not be sent',
      challengeId: challenge.id,
      err: { message: 'SMTP said no' },
    });
    expect(lines[0]).not.toContain(token);
  });
});

describe('GET /api/challenges/invitable', () => {
  it('lists the challenges the asker takes part in that are not completed', async () => {
    const { client: me, user } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    const mine = await givenChallenge(me, { title: 'Mine, active' });
    const soon = await givenChallenge(me, { title: 'Mine, upcoming', status: 'upcoming' });
    const joined = await givenChallenge(other, { title: 'Joined' });
    await givenJoined(me, joined.id);
    await givenChallenge(other, { title: 'Not joined' });
    await insertChallenge(t.db, { organizer: user, title: 'Mine, completed', status: 'completed' });

    const response = await me.get('/api/challenges/invitable');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; title: string; status: string }[];
    expect(list).toHaveLength(3);
    expect(list).toEqual(
      expect.arrayContaining([
        { id: mine.id, title: 'Mine, active', status: 'active' },
        { id: soon.id, title: 'Mine, upcoming', status: 'upcoming' },
        { id: joined.id, title: 'Joined', status: 'active' },
      ]),
    );
  });

  it('refuses a signed-out visitor', async () => {
    expect((await t.visitor().get('/api/challenges/invitable')).status).toBe(401);
  });
});
