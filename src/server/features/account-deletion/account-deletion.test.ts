import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/profile/profile.types';
import { users } from '#server/db/schema/auth';
import { waitlistEntries } from '#server/db/schema/feedback';
import { pushSettings } from '#server/db/schema/push';
import { invitations } from '#server/db/schema/social';
import { givenChallenge, givenConfirmedAddress, givenJoined, givenPerson } from '#server/testing/given';
import { ACCOUNT_PATH, deleteAccountAs, rowsReferencing } from '#server/testing/fixtures/account-deletion';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { forumPostPath, givenForumPost, setToggle } from '#server/testing/fixtures/forum';
import { givenPost } from '#server/testing/fixtures/group-posts';
import { givenGroup } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { imageForm, solidImage } from '#server/testing/test-images';
import { keyOfFileUrl } from '#server/storage/file-url';
import { accountDeletionMessages } from './account-deletion-messages';

// DELETE /api/account: who may, with which password, and that nothing of the person is left
// (product-rules.md#account-deletion, decision 046).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('DELETE /api/account refuses', () => {
  it('someone signed out (401)', async () => {
    const response = await t.visitor().request('DELETE', ACCOUNT_PATH, { password: 'whatever1!' });
    expect(response.status).toBe(401);
  });

  it('a wrong password (400, the account stays) and an empty one', async () => {
    const person = await givenPerson(t);
    const wrong = await deleteAccountAs(person.client, 'Not-the#password1');
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      message: accountDeletionMessages.wrongPassword,
      fields: { password: accountDeletionMessages.wrongPassword },
    });
    const empty = await deleteAccountAs(person.client, '');
    expect(empty.status).toBe(400);
    expect((await person.client.get('/api/me')).status).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, person.user.id))).toHaveLength(
      1,
    );
  });
});

describe('password guesses', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => strict.close());

  it('are limited to five per person in 15 minutes (429), the right password included', async () => {
    const person = await givenPerson(strict);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await deleteAccountAs(person.client, `Wrong#guess${attempt}`)).status).toBe(400);
    }
    const limited = await deleteAccountAs(person.client);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ message: accountDeletionMessages.limited });
    expect((await person.client.get('/api/me')).status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('leaves no row holding its id or its e-mail, no stored file, no session', async () => {
    const leaver = await givenPerson(t, { name: 'Lee Leaver' });
    // confirmed, so the rows kept under the address (invitations, waitlist) are theirs to delete (decision 056)
    await givenConfirmedAddress(t, leaver);
    const other = await givenPerson(t, { name: 'Otis Other' });
    const avatarResponse = await leaver.client.request(
      'POST',
      '/api/me/avatar',
      imageForm(await solidImage('jpeg', 300, 200)),
    );
    const avatarKey = keyOfFileUrl(((await avatarResponse.json()) as Profile).avatar)!;

    // challenges: one of the other's they joined, checked in to and cheered in; one of theirs the other joined
    const othersChallenge = await givenChallenge(other.client);
    await givenJoined(leaver.client, othersChallenge.id);
    const leaversChallenge = await givenChallenge(leaver.client);
    await givenJoined(other.client, leaversChallenge.id);
    const checkIn = async (client: typeof leaver.client, challengeId: string) => {
      const response = await client.post(checkInPath(challengeId), { date: '2026-03-09', met: true });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string };
    };
    const leaversCheckIn = await checkIn(leaver.client, othersChallenge.id);
    const othersCheckIn = await checkIn(other.client, othersChallenge.id);
    await checkIn(leaver.client, leaversChallenge.id);
    expect((await other.client.post(`/api/check-ins/${leaversCheckIn.id}/cheer`)).status).toBeLessThan(300);
    expect((await leaver.client.post(`/api/check-ins/${othersCheckIn.id}/cheer`)).status).toBeLessThan(300);
    const invited = await leaver.client.post(`/api/challenges/${leaversChallenge.id}/invitations`, {
      email: 'friend@example.com',
    });
    expect(invited.status).toBeLessThan(300);

    // a group of the other's where they posted an image; forum, feedback, push settings, waitlist, an invitation
    const group = await givenGroup(other.client, { name: 'Shared' });
    await leaver.client.post(`/api/groups/${group.id}/join`);
    const post = await givenPost(leaver.client, group.id, 'Look', [await solidImage('jpeg')]);
    const postImageKey = keyOfFileUrl(post.images[0]!)!;
    const forumPost = await givenForumPost(leaver.client);
    await setToggle(leaver.client, 'PUT', forumPost.id, 'vote');
    await leaver.client.post(`${forumPostPath(forumPost.id)}/comments`, { content: 'Me too' });
    expect((await leaver.client.post('/api/feedback', { title: 'Bye' })).status).toBe(201);
    await t.db
      .insert(pushSettings)
      .values({ userId: leaver.user.id, quietStart: '22:00', quietEnd: '07:00' });
    await t.db.insert(waitlistEntries).values({ feature: 'teams', name: 'Lee', email: leaver.user.email });
    await t.db.insert(invitations).values({
      tokenHash: `token-${leaver.user.id}`,
      email: leaver.user.email,
      challengeId: othersChallenge.id,
      invitedBy: other.user.id,
      expiresAt: new Date('2026-04-01T00:00:00Z'),
    });
    expect(await t.storage.get(avatarKey)).not.toBeNull();
    expect(await t.storage.get(postImageKey)).not.toBeNull();
    const before = await rowsReferencing(t.db, leaver.user.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThan(15);

    const response = await deleteAccountAs(leaver.client);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i);

    const after = await rowsReferencing(t.db, leaver.user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, leaver.user.email))).toEqual([]);
    expect(await t.db.select().from(invitations).where(eq(invitations.email, leaver.user.email))).toEqual([]);
    expect(
      await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, leaver.user.email)),
    ).toEqual([]);
    expect(await t.storage.get(avatarKey)).toBeNull();
    expect(await t.storage.get(postImageKey)).toBeNull();
    // the invitation they sent stays valid for the friend (the challenge passed to the other)
    const sent = await t.db.select().from(invitations).where(eq(invitations.email, 'friend@example.com'));
    expect(sent).toMatchObject([{ invitedBy: null, status: 'pending' }]);

    expect((await leaver.client.get('/api/me')).status).toBe(401);
    expect((await t.visitor().signIn(leaver.user.email)).status).toBe(401);
    expect((await other.client.get('/api/me')).status).toBe(200);
  });
});
