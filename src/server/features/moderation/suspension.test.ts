import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '#server/db/schema/api-tokens';
import { sessions, users } from '#server/db/schema/auth';
import type { TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { bellOf, forumPage, forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { givenToken, requestWithToken } from '#server/testing/fixtures/api-tokens';
import {
  givenModerationApp,
  givenReport,
  givenSuspendedAuthor,
  liftPath,
  suspendPath,
  type SiteAdmin,
} from '#server/testing/fixtures/moderation';
import { errorOf } from '#server/testing/http';

// Decision 085: a suspension ends every way in at once and hides the person's content; lifting it restores both.
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

describe('suspending an account', () => {
  it('ends its sessions and tokens at once', async () => {
    const { author, secret, me } = await givenSuspendedAuthor(t, siteAdmin);
    expect((await author.client.get('/api/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, author.user.id))).toEqual([]);
    expect((await requestWithToken(t, secret, me)).status).toBe(401);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, author.user.id))).toEqual([]);
  });

  it('refuses a session or token of a suspended person even if one outlived the suspension', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenToken(person.client, 'read');
    // as if a session had been made between the suspension and the deletion of the sessions
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user.id));
    expect((await person.client.get('/api/me')).status).toBe(401);
    expect((await requestWithToken(t, secret, { method: 'GET', path: '/api/me' })).status).toBe(401);
  });

  it('refuses the sign-in with a clear message, and only once the password is right', async () => {
    const { author } = await givenSuspendedAuthor(t, siteAdmin);
    const refused = await t.visitor().signIn(author.user.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message:
        'This account has been suspended by the site administrators. Contact them if you think this is a mistake.',
    });
    const wrongPassword = await t.visitor().signIn(author.user.email, 'Wrong#Password1');
    expect(wrongPassword.status).toBe(401);
  });

  it('hides the person’s content from others, and lifting brings back both the content and the sign-in', async () => {
    const { author, post, reporter } = await givenSuspendedAuthor(t, siteAdmin);
    expect((await forumPage(reporter.client)).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await reporter.client.get(forumPostPath(post.id))).status).toBe(404);
    expect((await bellOf(reporter.client))[0]).toMatchObject({
      message: 'Thank you. The account behind the profile you reported has been suspended.',
    });

    expect((await siteAdmin.client.post(liftPath(author.user.id), { note: 'Appeal accepted' })).status).toBe(
      204,
    );
    expect((await reporter.client.get(forumPostPath(post.id))).status).toBe(200);
    const signedIn = t.visitor();
    expect((await signedIn.signIn(author.user.email)).status).toBe(200);
    expect((await bellOf(signedIn)).map((n) => n.message)).toEqual([
      'A site administrator lifted the suspension of your account.',
      'Your account was suspended because of your profile. Reason: Spam everywhere',
    ]);
  });

  it('lists the suspended accounts for site administrators, and refuses to suspend oneself', async () => {
    const { author } = await givenSuspendedAuthor(t, siteAdmin);
    const listed = await siteAdmin.client.get('/api/moderation/suspensions');
    expect(await listed.json()).toContainEqual(
      expect.objectContaining({ id: author.user.id, reason: 'Spam everywhere' }),
    );

    const reporter = await givenPerson(t);
    const reportId = await givenReport(reporter.client, {
      targetKind: 'profile',
      targetId: siteAdmin.user.id,
    });
    const refused = await siteAdmin.client.post(`/api/moderation/reports/${reportId}/actions`, {
      action: 'suspend',
    });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ message: 'You cannot suspend your own account.' });
  });
});

describe('suspending an account directly (the instance page)', () => {
  it('is for site administrators: it ends the sessions at once, hides the content and tells the person why', async () => {
    const person = await givenPerson(t, { name: 'Direct Dana' });
    const post = await givenForumPost(person.client, { title: 'Cheap pills' });
    const other = await givenPerson(t);
    // refused: anyone but a site administrator, a missing reason, oneself
    const byOther = await other.client.post(suspendPath(person.user.id), { note: 'Spam' });
    expect(byOther.status).toBe(403);
    expect((await siteAdmin.client.post(suspendPath(person.user.id), { note: '  ' })).status).toBe(400);
    const self = await siteAdmin.client.post(suspendPath(siteAdmin.user.id), { note: 'Oops' });
    expect(self.status).toBe(422);
    expect((await person.client.get('/api/me')).status).toBe(200);

    expect((await siteAdmin.client.post(suspendPath(person.user.id), { note: 'Selling pills' })).status).toBe(
      204,
    );
    expect((await person.client.get('/api/me')).status).toBe(401);
    expect((await t.visitor().signIn(person.user.email)).status).toBe(403);
    expect((await other.client.get(forumPostPath(post.id))).status).toBe(404);
    const again = await siteAdmin.client.post(suspendPath(person.user.id), { note: 'Selling pills' });
    expect(again.status).toBe(409);
    expect((await siteAdmin.client.post(suspendPath('no-such-person'), { note: 'Spam' })).status).toBe(404);

    const audit = (await (await siteAdmin.client.get('/api/moderation/audit')).json()) as unknown[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'suspend', note: 'Selling pills' }));
    expect((await siteAdmin.client.post(liftPath(person.user.id), {})).status).toBe(204);
    const signedIn = t.visitor();
    expect((await signedIn.signIn(person.user.email)).status).toBe(200);
    expect((await bellOf(signedIn)).map((n) => n.message)).toContain(
      'Your account was suspended by a site administrator. Reason: Selling pills',
    );
  });
});
