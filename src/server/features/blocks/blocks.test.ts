import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedPeople } from '#shared/blocks/blocks.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { users } from '#server/db/schema/auth';
import { blocks } from '#server/db/schema/blocks';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { BLOCKS_PATH, givenBlock } from '#server/testing/fixtures/blocks';
import { forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = async (client: Parameters<typeof givenBlock>[0]) => {
  const response = await client.get(BLOCKS_PATH);
  expect(response.status).toBe(200);
  return ((await response.json()) as BlockedPeople).blocked;
};

describe('POST /api/blocks', () => {
  it('blocks a person by id and lists them with their name', async () => {
    const bea = await givenPerson(t, { name: 'Bea Blocker' });
    const abe = await givenPerson(t, { name: 'Abe Blocked' });
    const blocked = await givenBlock(bea.client, { userId: abe.user.id });
    expect(blocked).toEqual({
      id: expect.any(String),
      name: 'Abe Blocked',
      avatar: null,
      blockedAt: t.clock.now().toISOString(),
    });
    expect(await listOf(bea.client)).toEqual([blocked]);
    expect(await listOf(abe.client)).toEqual([]);
  });

  it('blocks twice as once: one row, its first date', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t);
    const first = await givenBlock(bea.client, { userId: abe.user.id });
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect(await givenBlock(bea.client, { userId: abe.user.id })).toEqual(first);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, bea.user.id))).toHaveLength(1);
  });

  it('refuses blocking yourself with 400', async () => {
    const bea = await givenPerson(t);
    const response = await bea.client.post(BLOCKS_PATH, { userId: bea.user.id });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("You can't block yourself.");
  });

  it.each([
    ['an unknown person', { userId: 'no-such-person' }],
    ['an unknown forum post', { forumPostId: '7d1c2a3e-0000-4000-8000-000000000000' }],
    ['an unknown forum comment', { forumCommentId: '7d1c2a3e-0000-4000-8000-000000000000' }],
    [
      'an unknown invitation notification',
      { invitationNotificationId: '7d1c2a3e-0000-4000-8000-000000000000' },
    ],
  ])('answers 404 for %s', async (_what, body) => {
    const bea = await givenPerson(t);
    const response = await bea.client.post(BLOCKS_PATH, body);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Person not found');
  });

  it('refuses a body naming nobody, or two at once, with 400', async () => {
    const bea = await givenPerson(t);
    expect((await bea.client.post(BLOCKS_PATH, {})).status).toBe(400);
    expect((await bea.client.post(BLOCKS_PATH, { userId: 'a', forumPostId: 'b' })).status).toBe(400);
    expect((await bea.client.post(BLOCKS_PATH, { forumPostId: 'not-an-id' })).status).toBe(400);
  });

  it('blocks the author of a forum post or comment without ever naming them', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t, { name: 'Abe Anonymous' });
    const cai = await givenPerson(t, { name: 'Cai Commenter' });
    const post = await givenForumPost(abe.client);
    const fromPost = await givenBlock(bea.client, { forumPostId: post.id });
    expect(fromPost).toMatchObject({ name: null, avatar: null });
    const comment = await cai.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Same here' });
    const { id: commentId } = (await comment.json()) as { id: string };
    expect(await givenBlock(bea.client, { forumCommentId: commentId })).toMatchObject({ name: null });
    expect(JSON.stringify(await listOf(bea.client))).not.toMatch(/Abe|Cai|@/);
  });

  it('names someone first blocked from the forum once they are blocked where their name shows', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t, { name: 'Abe Named' });
    const post = await givenForumPost(abe.client);
    await givenBlock(bea.client, { forumPostId: post.id });
    expect(await givenBlock(bea.client, { userId: abe.user.id })).toMatchObject({ name: 'Abe Named' });
    expect(await givenBlock(bea.client, { forumPostId: post.id })).toMatchObject({ name: 'Abe Named' });
  });

  it('refuses blocking yourself through your own forum post', async () => {
    const bea = await givenPerson(t);
    const post = await givenForumPost(bea.client);
    expect((await bea.client.post(BLOCKS_PATH, { forumPostId: post.id })).status).toBe(400);
  });

  it('blocks who sent the invitation in your bell, and only from your own bell', async () => {
    const bea = await givenPerson(t, { name: 'Bea Invited' });
    const abe = await givenPerson(t, { name: 'Abe Inviter' });
    const cai = await givenPerson(t);
    const challenge = await givenChallenge(abe.client);
    await abe.client.post(`/api/challenges/${challenge.id}/invitations`, { userId: bea.user.id });
    const bell = (await (await bea.client.get('/api/notifications')).json()) as NotificationList;
    const invitationNotificationId = bell.notifications.find((item) => item.canAcceptInvitation)!.id;
    expect((await cai.client.post(BLOCKS_PATH, { invitationNotificationId })).status).toBe(404);
    expect(await givenBlock(bea.client, { invitationNotificationId })).toMatchObject({ name: 'Abe Inviter' });
  });

  it('refuses a signed-out visitor', async () => {
    expect((await t.visitor().post(BLOCKS_PATH, { userId: 'x' })).status).toBe(401);
    expect((await t.visitor().get(BLOCKS_PATH)).status).toBe(401);
  });
});

describe('DELETE /api/blocks/{id}', () => {
  it('unblocks the asker’s own block', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t);
    const block = await givenBlock(bea.client, { userId: abe.user.id });
    expect((await bea.client.delete(`${BLOCKS_PATH}/${block.id}`)).status).toBe(204);
    expect(await listOf(bea.client)).toEqual([]);
    expect((await bea.client.delete(`${BLOCKS_PATH}/${block.id}`)).status).toBe(404);
  });

  it('answers 404 for someone else’s block and for a malformed id, and keeps the block', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t);
    const block = await givenBlock(bea.client, { userId: abe.user.id });
    const response = await abe.client.delete(`${BLOCKS_PATH}/${block.id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('This person is not blocked.');
    expect((await abe.client.delete(`${BLOCKS_PATH}/not-a-uuid`)).status).toBe(404);
    expect(await listOf(bea.client)).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  it('removes the blocks it made and the ones made on it (the foreign keys cascade)', async () => {
    const bea = await givenPerson(t);
    const abe = await givenPerson(t);
    await givenBlock(bea.client, { userId: abe.user.id });
    await givenBlock(abe.client, { userId: bea.user.id });
    await t.db.delete(users).where(eq(users.id, abe.user.id));
    expect(await listOf(bea.client)).toEqual([]);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockedId, bea.user.id))).toEqual([]);
  });
});
