import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupPost } from '#shared/groups/groups.types';
import { groupPostComments, groupPostReactions } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPost, postForm, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { givenGroup, givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

type Roles = Awaited<ReturnType<typeof givenGroupWithEveryRole>>;
let t: TestApp;
let open: Roles;
let closed: Roles;
beforeAll(async () => {
  t = await createTestApp();
  open = await givenGroupWithEveryRole(t);
  closed = await givenGroupWithEveryRole(t, { privacy: 'private' });
});
afterAll(() => t.close());

/** Moves the test clock a minute on, so posts written one after another have distinct times. */
const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));

/** A new public group of the same people (admin, member; the outsider stays out), for tests of whole lists. */
async function freshGroup() {
  const group = await givenGroup(open.admin.client);
  expect((await open.member.client.post(`/api/groups/${group.id}/join`)).status).toBe(200);
  return { ...open, group };
}

const listOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as GroupPost[];
};

describe('POST /api/groups/{id}/posts', () => {
  it.each(['admin', 'moderator', 'member'] as const)('lets a %s post text', async (role) => {
    const roles = open;
    const response = await roles[role].client.post(postsPath(roles.group.id), postForm('  Day 1 done!  '));
    expect(response.status).toBe(201);
    const post = (await response.json()) as GroupPost;
    expect(post).toMatchObject({
      author: { id: roles[role].user.id, avatar: null },
      content: 'Day 1 done!',
      images: [],
      pinned: false,
      commentCount: 0,
    });
    expect(post.updatedAt).toBe(post.createdAt);
    expect(post.reactions).toEqual(
      ['like', 'love', 'laugh', 'wow', 'sad', 'angry'].map((type) => ({
        type,
        count: 0,
        viewerReacted: false,
      })),
    );
  });

  it('refuses an outsider of a public group (403), hides a private group (404), needs a session (401)', async () => {
    const refused = await open.outsider.client.post(postsPath(open.group.id), postForm('Hello'));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: 'Join the group to post.' });
    const hidden = await closed.outsider.client.post(postsPath(closed.group.id), postForm('Hello'));
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toMatchObject({ message: 'Group not found' });
    expect((await t.visitor().post(postsPath(open.group.id), postForm('Hello'))).status).toBe(401);
    const posts = await listOf(await open.admin.client.get(postsPath(open.group.id)));
    expect(posts.filter((post) => post.content === 'Hello')).toEqual([]);
  });

  it.each([
    ['no text and no images', undefined],
    ['only spaces', '   \n '],
  ])('refuses a post with %s: "Post cannot be empty"', async (_, content) => {
    const { group, member } = open;
    const response = await member.client.post(postsPath(group.id), postForm(content));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message: 'Post cannot be empty' });
  });

  it('refuses a body that is not a form', async () => {
    const { group, member } = open;
    const response = await member.client.post(postsPath(group.id), { content: 'as JSON' });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/groups/{id}/posts', () => {
  it('lists pinned posts first, then the newest, to anyone signed in for a public group', async () => {
    const { group, admin, member, outsider } = await freshGroup();
    const first = await givenPost(member.client, group.id, 'first');
    tick();
    const second = await givenPost(admin.client, group.id, 'second');
    tick();
    const third = await givenPost(member.client, group.id, 'third');
    await admin.client.put(`${postPath(group.id, first.id)}/pin`, { pinned: true });

    const posts = await listOf(await outsider.client.get(postsPath(group.id)));
    expect(posts.map((post) => post.content)).toEqual(['first', 'third', 'second']);
    expect(posts.map((post) => post.id)).toEqual([first.id, third.id, second.id]);
    expect(posts[2]!.author).toEqual({ id: admin.user.id, name: 'Ada Admin', avatar: null });
  });

  it('answers 404 to an outsider of a private group, and lists for its members', async () => {
    const { admin, outsider } = closed;
    const group = await givenGroup(admin.client, { privacy: 'private' });
    await givenPost(admin.client, group.id, 'members only');
    const hidden = await outsider.client.get(postsPath(group.id));
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toMatchObject({ message: 'Group not found' });
    expect((await listOf(await admin.client.get(postsPath(group.id)))).map((post) => post.content)).toEqual([
      'members only',
    ]);
  });

  it('pages with ?limit= and ?after= (the previous page’s last post), keeping pinned posts first', async () => {
    const { group, admin, member } = await freshGroup();
    const written: GroupPost[] = [];
    for (const content of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      written.push(await givenPost(member.client, group.id, content));
      tick();
    }
    await admin.client.put(`${postPath(group.id, written[1]!.id)}/pin`, { pinned: true });
    const pages: string[][] = [];
    let after: string | undefined;
    for (;;) {
      const query = after ? `?limit=2&after=${after}` : '?limit=2';
      const page = await listOf(await member.client.get(`${postsPath(group.id)}${query}`));
      if (page.length === 0) break;
      pages.push(page.map((post) => post.content));
      after = page.at(-1)!.id;
    }
    expect(pages).toEqual([['p2', 'p5'], ['p4', 'p3'], ['p1']]);
    const gone = await member.client.get(`${postsPath(group.id)}?after=7d1c2a3e-0000-4000-8000-000000000000`);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ message: 'Post not found' });
    expect((await member.client.get(`${postsPath(group.id)}?limit=0`)).status).toBe(400);
  });
});

describe('PATCH /api/groups/{id}/posts/{postId}', () => {
  it('lets the author edit the text, moving updatedAt (the "edited" marker)', async () => {
    const { group, member } = open;
    const post = await givenPost(member.client, group.id, 'Day 1 done');
    tick();
    const response = await member.client.patch(postPath(group.id, post.id), {
      content: ' Day 1 done, easily ',
    });
    expect(response.status).toBe(200);
    const edited = (await response.json()) as GroupPost;
    expect(edited).toMatchObject({ id: post.id, content: 'Day 1 done, easily', createdAt: post.createdAt });
    expect(edited.updatedAt).not.toBe(edited.createdAt);
  });

  it('refuses everyone but the author, admins and moderators too', async () => {
    const { group, admin, moderator, member } = open;
    const post = await givenPost(member.client, group.id, 'mine');
    for (const other of [admin, moderator]) {
      const response = await other.client.patch(postPath(group.id, post.id), { content: 'changed' });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: 'Only the author can edit this post.' });
    }
    const listed = await listOf(await member.client.get(postsPath(group.id)));
    expect(listed.find((entry) => entry.id === post.id)!.content).toBe('mine');
  });

  it('refuses empty text, and answers 404 for a post of another group or an outsider of a private one', async () => {
    const { group, member, outsider } = closed;
    const post = await givenPost(member.client, group.id);
    const empty = await member.client.patch(postPath(group.id, post.id), { content: '  ' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'Post content cannot be empty' });
    expect((await outsider.client.patch(postPath(group.id, post.id), { content: 'x' })).status).toBe(404);
    const wrongGroup = await open.member.client.patch(postPath(open.group.id, post.id), { content: 'x' });
    expect(wrongGroup.status).toBe(404);
    expect(await errorOf(wrongGroup)).toMatchObject({ message: 'Post not found' });
  });
});

describe('DELETE /api/groups/{id}/posts/{postId}', () => {
  it('lets the author delete the post with its reactions and comments', async () => {
    const { group, admin, member } = open;
    const post = await givenPost(member.client, group.id);
    await admin.client.put(`${postPath(group.id, post.id)}/reactions/love`);
    await admin.client.post(`${postPath(group.id, post.id)}/comments`, { content: 'Well done' });

    expect((await member.client.delete(postPath(group.id, post.id))).status).toBe(204);
    const listed = await listOf(await member.client.get(postsPath(group.id)));
    expect(listed.map((entry) => entry.id)).not.toContain(post.id);
    expect(
      await t.db.select().from(groupPostReactions).where(eq(groupPostReactions.postId, post.id)),
    ).toEqual([]);
    expect(await t.db.select().from(groupPostComments).where(eq(groupPostComments.postId, post.id))).toEqual(
      [],
    );
    expect((await member.client.delete(postPath(group.id, post.id))).status).toBe(404);
  });

  it('refuses everyone but the author, admins and moderators too', async () => {
    const { group, admin, moderator, member } = open;
    const post = await givenPost(member.client, group.id);
    for (const other of [admin, moderator]) {
      const response = await other.client.delete(postPath(group.id, post.id));
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: 'Only the author can delete this post.' });
    }
    const listed = await listOf(await member.client.get(postsPath(group.id)));
    expect(listed.map((entry) => entry.id)).toContain(post.id);
  });
});

describe('PUT /api/groups/{id}/posts/{postId}/pin', () => {
  it('lets a moderator pin and an admin unpin any post, leaving updatedAt alone', async () => {
    const { group, admin, moderator, member } = open;
    const post = await givenPost(member.client, group.id);
    tick();
    const pinned = await moderator.client.put(`${postPath(group.id, post.id)}/pin`, { pinned: true });
    expect(pinned.status).toBe(200);
    expect(await pinned.json()).toMatchObject({ id: post.id, pinned: true, updatedAt: post.createdAt });
    const unpinned = await admin.client.put(`${postPath(group.id, post.id)}/pin`, { pinned: false });
    expect(await unpinned.json()).toMatchObject({ pinned: false });
  });

  it('refuses a member (even the author) and an outsider; hides a private group', async () => {
    const post = await givenPost(open.member.client, open.group.id);
    for (const actor of [open.member, open.outsider]) {
      const response = await actor.client.put(`${postPath(open.group.id, post.id)}/pin`, { pinned: true });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: 'Only group admins and moderators can pin posts.',
      });
    }
    const secret = await givenPost(closed.member.client, closed.group.id);
    const hidden = await closed.outsider.client.put(`${postPath(closed.group.id, secret.id)}/pin`, {
      pinned: true,
    });
    expect(hidden.status).toBe(404);
    const listed = await listOf(await open.member.client.get(postsPath(open.group.id)));
    expect(listed.find((entry) => entry.id === post.id)!.pinned).toBe(false);
  });
});
