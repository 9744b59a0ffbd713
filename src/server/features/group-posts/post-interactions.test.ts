import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupPost, GroupPostComment } from '#shared/groups/groups.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPost, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let open: Awaited<ReturnType<typeof givenGroupWithEveryRole>>;
let closed: Awaited<ReturnType<typeof givenGroupWithEveryRole>>;
beforeAll(async () => {
  t = await createTestApp();
  open = await givenGroupWithEveryRole(t, { name: 'Open Door' });
  closed = await givenGroupWithEveryRole(t, { name: 'Inner Circle', privacy: 'private' });
});
afterAll(() => t.close());

const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));
const reactionPath = (groupId: string, postId: string, type: string) =>
  `${postPath(groupId, postId)}/reactions/${type}`;

/** The post's non-zero reactions as [type, count, viewerReacted]. */
const givenReactions = (post: GroupPost) =>
  post.reactions.filter((r) => r.count > 0).map((r) => [r.type, r.count, r.viewerReacted]);

async function react(
  client: TestClient,
  method: 'PUT' | 'DELETE',
  groupId: string,
  postId: string,
  type: string,
) {
  const response = await client.request(method, reactionPath(groupId, postId, type));
  expect(response.status).toBe(200);
  return (await response.json()) as GroupPost;
}

describe('reactions', () => {
  it('counts each person once per type, tells each viewer their own, and takes one back', async () => {
    const { group, admin, moderator, member } = open;
    const post = await givenPost(member.client, group.id);
    await react(admin.client, 'PUT', group.id, post.id, 'like');
    await react(admin.client, 'PUT', group.id, post.id, 'like'); // again: no change
    await react(admin.client, 'PUT', group.id, post.id, 'love');
    const seenByModerator = await react(moderator.client, 'PUT', group.id, post.id, 'like');
    expect(givenReactions(seenByModerator)).toEqual([
      ['like', 2, true],
      ['love', 1, false],
    ]);

    const listed = (await (await member.client.get(postsPath(group.id))).json()) as GroupPost[];
    expect(givenReactions(listed.find((p) => p.id === post.id)!)).toEqual([
      ['like', 2, false],
      ['love', 1, false],
    ]);

    const afterTakingBack = await react(admin.client, 'DELETE', group.id, post.id, 'like');
    expect(givenReactions(afterTakingBack)).toEqual([
      ['like', 1, false],
      ['love', 1, true],
    ]);
    // taking back what was never given changes nothing
    const unchanged = await react(member.client, 'DELETE', group.id, post.id, 'like');
    expect(givenReactions(unchanged)).toEqual([
      ['like', 1, false],
      ['love', 1, false],
    ]);
  });

  it('refuses an outsider of a public group (403) and hides a private group (404)', async () => {
    const post = await givenPost(open.member.client, open.group.id);
    const refused = await open.outsider.client.put(reactionPath(open.group.id, post.id, 'like'));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: 'Join the group to react to posts.' });
    const secret = await givenPost(closed.member.client, closed.group.id);
    const hidden = await closed.outsider.client.put(reactionPath(closed.group.id, secret.id, 'like'));
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toMatchObject({ message: 'Group not found' });
  });

  it('refuses an unknown reaction type (400) and an unknown post (404)', async () => {
    const post = await givenPost(open.member.client, open.group.id);
    expect((await open.member.client.put(reactionPath(open.group.id, post.id, 'meh'))).status).toBe(400);
    const missing = await open.member.client.put(
      reactionPath(open.group.id, '7d1c2a3e-0000-4000-8000-000000000000', 'like'),
    );
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Post not found' });
  });
});

describe('comments', () => {
  it('lists comments oldest first with their authors, and counts them on the post', async () => {
    const { group, admin, member, outsider } = open;
    const post = await givenPost(member.client, group.id);
    const path = `${postPath(group.id, post.id)}/comments`;
    const first = await admin.client.post(path, { content: '  Great start!  ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      author: { id: admin.user.id, name: 'Ada Admin', avatar: null },
      content: 'Great start!',
    });
    tick();
    await member.client.post(path, { content: 'Thanks!' });
    tick();
    await admin.client.post(path, { content: 'Keep going' });

    // readable by anyone signed in, for a public group
    const response = await outsider.client.get(path);
    expect(response.status).toBe(200);
    const comments = (await response.json()) as GroupPostComment[];
    expect(comments.map((c) => [c.author.name, c.content])).toEqual([
      ['Ada Admin', 'Great start!'],
      ['Max Member', 'Thanks!'],
      ['Ada Admin', 'Keep going'],
    ]);
    const listed = ((await (await member.client.get(postsPath(group.id))).json()) as GroupPost[]).find(
      (p) => p.id === post.id,
    );
    expect(listed!.commentCount).toBe(3);
  });

  it('refuses an empty comment and an outsider of a public group', async () => {
    const post = await givenPost(open.member.client, open.group.id);
    const path = `${postPath(open.group.id, post.id)}/comments`;
    const empty = await open.member.client.post(path, { content: ' \n ' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'Comment cannot be empty' });
    const refused = await open.outsider.client.post(path, { content: 'Hi' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: 'Join the group to comment.' });
  });

  it('hides a private group’s comments from an outsider, reading and writing (404)', async () => {
    const post = await givenPost(closed.member.client, closed.group.id);
    const path = `${postPath(closed.group.id, post.id)}/comments`;
    expect((await closed.member.client.post(path, { content: 'Members only' })).status).toBe(201);
    expect((await closed.member.client.get(path)).status).toBe(200);
    for (const response of [
      await closed.outsider.client.get(path),
      await closed.outsider.client.post(path, { content: 'Let me in' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
    }
  });

  it('answers 404 for a post under another group’s path', async () => {
    const post = await givenPost(closed.member.client, closed.group.id);
    const response = await open.member.client.get(`${postPath(open.group.id, post.id)}/comments`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Post not found' });
  });
});
