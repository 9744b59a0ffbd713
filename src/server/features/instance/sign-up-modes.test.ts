import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_AWAITING_APPROVAL, SIGN_UP_INVITE_ONLY } from '#shared/auth/admission-codes';
import type { AppConfig } from '#shared/app-config/app-config.types';
import type { Profile } from '#shared/profile/profile.types';
import { i18nFor } from '#server/i18n/i18n-for';
import { accountApprovedEmail } from '#server/mail/auth-emails';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { givenSiteAdmin, SITE_ADMIN_EMAIL } from '#server/testing/fixtures/forum';
import { givenInvitation } from '#server/testing/fixtures/invitations';
import {
  attemptSignUp,
  givenInviteLink,
  givenSignUpMode,
  INSTANCE_PATH,
  readInstanceOverview,
} from '#server/testing/fixtures/instance';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type TestClient, uniqueEmail } from '#server/testing/test-client';

// product-rules.md#sign-up-modes: each mode refuses and admits the right people (decision 087).
let t: TestApp;
let admin: TestClient;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
  start = t.clock.now();
  admin = (await givenSiteAdmin(t)).client;
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.set(start);
  await givenSignUpMode(admin, 'open');
});

const refusalOf = async (response: Response) => (await response.json()) as { code: string; message: string };
const modeShown = async () => ((await (await t.visitor().get('/api/config')).json()) as AppConfig).signUpMode;
const isSignedIn = async (client: TestClient) => (await client.get('/api/me')).status === 200;

describe('open (the default)', () => {
  it('admits anyone, signed in at once', async () => {
    expect(await modeShown()).toBe('open');
    const visitor = t.visitor();
    expect((await attemptSignUp(visitor)).status).toBe(200);
    expect(await isSignedIn(visitor)).toBe(true);
  });

  it('never lets a sign-up name its own administrator rights', async () => {
    const visitor = t.visitor();
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      name: 'Mallory Sneaky',
      email: uniqueEmail('sneaky'),
      password: 'Sprint#2026',
      siteAdmin: true,
    });
    expect(signUp.status).toBe(200);
    expect(((await (await visitor.get('/api/me')).json()) as Profile).admin).toBeNull();
  });
});

describe('invite-only', () => {
  it('refuses a stranger with the reason, and makes no account', async () => {
    await givenSignUpMode(admin, 'invite-only');
    expect(await modeShown()).toBe('invite-only');
    const email = uniqueEmail('stranger');
    const visitor = t.visitor();
    const refused = await attemptSignUp(visitor, { email });
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toMatchObject({
      code: SIGN_UP_INVITE_ONLY,
      message: expect.stringContaining('This HabitSprint is invite-only.'),
    });
    expect(await isSignedIn(visitor)).toBe(false);
    expect((await visitor.signIn(email)).status).toBe(401);
  });

  it('admits an address someone invited to a challenge, whatever its case', async () => {
    const host = await givenPerson(t);
    const challenge = await givenChallenge(host.client);
    const email = uniqueEmail('invited');
    await givenInvitation(t, host.client, challenge.id, { email });
    await givenSignUpMode(admin, 'invite-only');
    const visitor = t.visitor();
    expect((await attemptSignUp(visitor, { email: email.toUpperCase() })).status).toBe(200);
    expect(await isSignedIn(visitor)).toBe(true);
  });

  it('admits a valid invite code as often as it has uses, then refuses it as used up', async () => {
    await givenSignUpMode(admin, 'invite-only');
    const { code, link } = await givenInviteLink(admin, { maxUses: 2 });
    expect(link).toMatchObject({ maxUses: 2, usesLeft: 2, status: 'active' });
    expect((await attemptSignUp(t.visitor(), { inviteCode: code })).status).toBe(200);
    expect((await attemptSignUp(t.visitor(), { inviteCode: code })).status).toBe(200);
    const usedUp = await attemptSignUp(t.visitor(), { inviteCode: code });
    expect(usedUp.status).toBe(403);
    expect((await refusalOf(usedUp)).code).toBe(SIGN_UP_INVITE_ONLY);
    const listed = (await readInstanceOverview(admin)).inviteLinks.find((l) => l.id === link.id);
    expect(listed).toMatchObject({ usesLeft: 0, status: 'used-up' });
  });

  it('refuses an expired code, a revoked code and a made-up one', async () => {
    await givenSignUpMode(admin, 'invite-only');
    const expiring = await givenInviteLink(admin, { expiresInDays: 1 });
    const revoked = await givenInviteLink(admin);
    expect((await admin.delete(`${INSTANCE_PATH}/invite-links/${revoked.link.id}`)).status).toBe(200);
    for (const inviteCode of [revoked.code, 'A'.repeat(43), 'not a code']) {
      expect((await attemptSignUp(t.visitor(), { inviteCode })).status).toBe(403);
    }
    t.clock.advanceDays(1);
    expect((await attemptSignUp(t.visitor(), { inviteCode: expiring.code })).status).toBe(403);
    const links = (await readInstanceOverview(admin)).inviteLinks;
    expect(links.find((l) => l.id === expiring.link.id)).toMatchObject({ usesLeft: 10, status: 'expired' });
    expect(links.find((l) => l.id === revoked.link.id)).toMatchObject({ usesLeft: 10, status: 'revoked' });
  });

  it('keeps letting in people who had accounts before', async () => {
    const before = await givenPerson(t);
    await givenSignUpMode(admin, 'invite-only');
    expect((await t.visitor().signIn(before.user.email)).status).toBe(200);
  });
});

describe('approval', () => {
  it('keeps a new account waiting without a session until approved, then lets it sign in', async () => {
    await givenSignUpMode(admin, 'approval');
    expect(await modeShown()).toBe('approval');
    const email = uniqueEmail('waiting');
    const visitor = t.visitor();
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      name: 'Wanda Waiting',
      email,
      password: 'Sprint#2026',
      locale: 'de',
    });
    expect(signUp.status).toBe(403);
    expect(await refusalOf(signUp)).toMatchObject({
      code: ACCOUNT_AWAITING_APPROVAL,
      message: expect.stringContaining('waiting for approval by a site administrator'),
    });
    expect(await isSignedIn(visitor)).toBe(false);

    const refused = await visitor.signIn(email);
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).code).toBe(ACCOUNT_AWAITING_APPROVAL);
    expect(await isSignedIn(visitor)).toBe(false);

    const waiting = (await readInstanceOverview(admin)).waiting.find((person) => person.email === email);
    expect(waiting).toMatchObject({ name: 'Wanda Waiting' });
    expect((await admin.post(`${INSTANCE_PATH}/people/${waiting!.id}/approve`)).status).toBe(204);
    await t.backgroundTasksSettled();
    const mail = t.sent.findLast((message) => message.to === email);
    // written in the language the person signed up in
    const inGerman = accountApprovedEmail(
      i18nFor('de'),
      email,
      'Wanda Waiting',
      `${t.env.APP_URL}/auth?mode=signin`,
    );
    expect(mail).toMatchObject({ subject: inGerman.subject, text: inGerman.text });
    expect(mail?.text).toContain(`${t.env.APP_URL}/auth?mode=signin`);

    expect((await visitor.signIn(email)).status).toBe(200);
    expect(await isSignedIn(visitor)).toBe(true);
    expect((await readInstanceOverview(admin)).waiting.map((person) => person.email)).not.toContain(email);
  });

  it('deletes a declined account, whose address may sign up again', async () => {
    await givenSignUpMode(admin, 'approval');
    const email = uniqueEmail('declined');
    expect((await attemptSignUp(t.visitor(), { email })).status).toBe(403);
    const waiting = (await readInstanceOverview(admin)).waiting.find((person) => person.email === email)!;
    expect((await admin.post(`${INSTANCE_PATH}/people/${waiting.id}/decline`)).status).toBe(204);
    expect((await t.visitor().signIn(email)).status).toBe(401);
    expect((await readInstanceOverview(admin)).waiting.map((person) => person.email)).not.toContain(email);
    expect((await admin.post(`${INSTANCE_PATH}/people/${waiting.id}/approve`)).status).toBe(404);
  });

  it('never lets a sign-up skip the wait by naming it', async () => {
    await givenSignUpMode(admin, 'approval');
    const visitor = t.visitor();
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      name: 'Mallory Hasty',
      email: uniqueEmail('hasty'),
      password: 'Sprint#2026',
      awaitingApproval: false,
    });
    expect(signUp.status).toBe(403);
    expect(await isSignedIn(visitor)).toBe(false);
  });

  it('keeps accounts made before the change approved', async () => {
    const before = await givenPerson(t);
    await givenSignUpMode(admin, 'approval');
    expect((await t.visitor().signIn(before.user.email)).status).toBe(200);
  });
});

describe('approval, with addresses to confirm (REQUIRE_EMAIL_VERIFICATION)', () => {
  it('confirms the address from the link, sends the browser to sign in, and waits for approval there', async () => {
    const confirming = await createTestApp({
      ADMIN_EMAILS: SITE_ADMIN_EMAIL,
      REQUIRE_EMAIL_VERIFICATION: 'true',
    });
    try {
      const { client: owner } = await givenSiteAdmin(confirming);
      expect((await owner.signIn(SITE_ADMIN_EMAIL)).status).toBe(200);
      await givenSignUpMode(owner, 'approval');

      const email = uniqueEmail('confirming');
      const visitor = confirming.visitor();
      expect((await attemptSignUp(visitor, { email })).status).toBe(200);
      await confirming.backgroundTasksSettled();
      const mail = confirming.sent.findLast((message) => message.to === email)!;
      const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail.text)![0]);
      const followed = await visitor.get(link.pathname + link.search);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe(`${confirming.env.APP_URL}/auth?mode=signin`);
      expect(await isSignedIn(visitor)).toBe(false);
      const refused = await visitor.signIn(email);
      expect((await refusalOf(refused)).code).toBe(ACCOUNT_AWAITING_APPROVAL);

      const waiting = (await readInstanceOverview(owner)).waiting.find((person) => person.email === email)!;
      expect((await owner.post(`${INSTANCE_PATH}/people/${waiting.id}/approve`)).status).toBe(204);
      expect((await visitor.signIn(email)).status).toBe(200);
    } finally {
      await confirming.close();
    }
  });
});
