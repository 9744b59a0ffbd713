import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail } from '#shared/groups/groups.types';
import { challenges } from '#server/db/schema/challenges';
import {
  groupChallenges,
  groupMembers,
  groupPostComments,
  groupPostReactions,
  groupPosts,
  groups,
  notifications,
} from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { imageForm, solidImage } from '#server/testing/test-images';
import { insertChallenge } from '#server/testing/given';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a lively group has: a cover, a post with an image, a reaction, a comment, a linked challenge. */
async function givenLivelyGroup(privacy: 'public' | 'private' = 'public') {
  const actors = await givenGroupWithEveryRole(t, { privacy });
  const { group, admin, member } = actors;
  const cover = await admin.client.request(
    'POST',
    `/api/groups/${group.id}/cover`,
    imageForm(await solidImage('png'), 'cover.png', 'image/png', 'cover'),
  );
  const { coverImage } = (await cover.json()) as GroupDetail;
  const imageKey = `groups/${group.id}/${member.user.id}/photo.webp`;
  await t.storage.put(imageKey, new Uint8Array(await solidImage('webp')), 'image/webp');
  const [post] = await t.db
    .insert(groupPosts)
    .values({
      groupId: group.id,
      userId: member.user.id,
      content: 'Day one!',
      images: [`/api/files/${imageKey}`],
    })
    .returning();
  await t.db
    .insert(groupPostReactions)
    .values({ postId: post!.id, userId: admin.user.id, reactionType: 'love' });
  await t.db.insert(groupPostComments).values({ postId: post!.id, userId: admin.user.id, content: 'Go!' });
  const challenge = await insertChallenge(t.db, { organizer: admin });
  await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: challenge.id });
  return { ...actors, coverImage: coverImage!, imageKey, post: post!, challenge };
}

/** Every file the local backend keeps in a folder (an emptied folder may stay behind; its files may not). */
const filesUnder = (folder: string) =>
  readdir(path.join(t.dataDir, 'uploads', folder), { recursive: true }).catch(() => []);

const rowsOf = async (groupId: string, postId: string) => ({
  groups: await t.db.$count(groups, eq(groups.id, groupId)),
  members: await t.db.$count(groupMembers, eq(groupMembers.groupId, groupId)),
  posts: await t.db.$count(groupPosts, eq(groupPosts.groupId, groupId)),
  reactions: await t.db.$count(groupPostReactions, eq(groupPostReactions.postId, postId)),
  comments: await t.db.$count(groupPostComments, eq(groupPostComments.postId, postId)),
  links: await t.db.$count(groupChallenges, eq(groupChallenges.groupId, groupId)),
  notifications: await t.db.$count(notifications, eq(notifications.groupId, groupId)),
});

describe('DELETE /api/groups/{id}', () => {
  it('lets an admin delete the group with its members, posts, reactions, comments, links and files', async () => {
    const { group, admin, post, challenge, coverImage, imageKey } = await givenLivelyGroup();
    await t.db
      .insert(notifications)
      .values({ userId: admin.user.id, title: 'x', message: 'y', groupId: group.id });
    expect(await rowsOf(group.id, post.id)).toEqual({
      groups: 1,
      members: 3,
      posts: 1,
      reactions: 1,
      comments: 1,
      links: 1,
      notifications: 1,
    });

    const response = await admin.client.delete(`/api/groups/${group.id}`);
    expect(response.status).toBe(204);

    expect(await rowsOf(group.id, post.id)).toEqual({
      groups: 0,
      members: 0,
      posts: 0,
      reactions: 0,
      comments: 0,
      links: 0,
      notifications: 0,
    });
    expect(await t.storage.get(imageKey)).toBeNull();
    expect(await t.storage.get(coverImage.replace('/api/files/', ''))).toBeNull();
    expect(await filesUnder(`groups/${group.id}`)).toEqual([]);
    expect(await filesUnder(`group-covers/${group.id}`)).toEqual([]);
    // the challenge was only linked: it is its organizer's, and stays
    expect(await t.db.$count(challenges, eq(challenges.id, challenge.id))).toBe(1);
    expect((await admin.client.get(`/api/groups/${group.id}`)).status).toBe(404);
  });

  it('still deletes the group when the files cannot be removed', async () => {
    const { group, admin, imageKey } = await givenLivelyGroup();
    const deletePrefix = t.storage.deletePrefix;
    t.storage.deletePrefix = () => Promise.reject(new Error('storage is down'));
    try {
      expect((await admin.client.delete(`/api/groups/${group.id}`)).status).toBe(204);
    } finally {
      t.storage.deletePrefix = deletePrefix;
    }
    expect(await t.db.$count(groups, eq(groups.id, group.id))).toBe(0);
    expect(await t.storage.get(imageKey)).not.toBeNull();
  });

  it.each(['moderator', 'member', 'outsider'] as const)(
    'refuses the %s (403) and keeps everything',
    async (who) => {
      const actors = await givenLivelyGroup();
      const response = await actors[who].client.delete(`/api/groups/${actors.group.id}`);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: 'Only group admins can delete the group.' });
      expect((await rowsOf(actors.group.id, actors.post.id)).posts).toBe(1);
      expect(await t.storage.get(actors.imageKey)).not.toBeNull();
    },
  );

  it('answers an outsider of a private group 404', async () => {
    const { group, outsider } = await givenLivelyGroup('private');
    const response = await outsider.client.delete(`/api/groups/${group.id}`);
    expect(response.status).toBe(404);
    expect(await t.db.$count(groups, eq(groups.id, group.id))).toBe(1);
  });
});
