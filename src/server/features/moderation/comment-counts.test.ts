import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumComment } from '#shared/forum/forum.types';
import type { GroupPost, GroupPostComment } from '#shared/groups/groups.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import type { TestClient } from '#server/testing/test-client';
import {
  forumPage,
  forumPostPath,
  givenForumPost,
  givenSiteAdmin,
  readForumPost,
  SITE_ADMIN_EMAIL,
} from '#server/testing/fixtures/forum';
import { givenGroupWithEveryRole, givenMember } from '#server/testing/fixtures/groups';
import { givenPost, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { givenBlock } from '#server/testing/fixtures/blocks';
import { givenHidden } from '#server/testing/fixtures/moderation';

// A post's comment count is the number of its comments the viewer reads: not those a moderator hid (decision 085,
// but for moderators), nor those of people the viewer blocked (decision 084).
let t: TestApp;
let siteAdmin: Awaited<ReturnType<typeof givenSiteAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
  siteAdmin = await givenSiteAdmin(t);
});
afterAll(() => t.close());

async function comment<Comment>(client: TestClient, path: string, content: string): Promise<Comment> {
  const response = await client.post(path, { content });
  if (response.status !== 201) throw new Error(`commenting failed: ${response.status}`);
  return (await response.json()) as Comment;
}

describe('a forum post’s comment count', () => {
  it('agrees with the comments each viewer reads, on the card and on the post’s page', async () => {
    const author = await givenPerson(t);
    const reader = await givenPerson(t);
    const troll = await givenPerson(t);
    const post = await givenForumPost(author.client, { title: 'Counted comments' });
    const path = `${forumPostPath(post.id)}/comments`;
    await comment<ForumComment>(author.client, path, 'Thanks all');
    await comment<ForumComment>(troll.client, path, 'Meh');
    const rude = await comment<ForumComment>(troll.client, path, 'Rude words');
    await givenHidden(reader.client, siteAdmin.client, { targetKind: 'forum_comment', targetId: rude.id });
    await givenBlock(reader.client, { userId: troll.user.id });

    for (const [viewer, seen] of [
      [reader.client, 1],
      [author.client, 2],
      [siteAdmin.client, 3],
    ] as const) {
      const page = await readForumPost(viewer, post.id);
      expect(page.comments).toHaveLength(seen);
      expect(page.commentCount).toBe(seen);
      expect((await forumPage(viewer)).posts.find((card) => card.id === post.id)?.commentCount).toBe(seen);
    }
  });
});

describe('a group post’s comment count', () => {
  it('agrees with the comments each viewer reads, in the Posts tab and the post’s comments', async () => {
    const { group, admin, member: reader } = await givenGroupWithEveryRole(t);
    const troll = await givenMember(t, group.id, 'member');
    const post = await givenPost(admin.client, group.id, 'Counted comments');
    const path = `${postPath(group.id, post.id)}/comments`;
    await comment<GroupPostComment>(admin.client, path, 'Welcome');
    await comment<GroupPostComment>(troll.client, path, 'Meh');
    const rude = await comment<GroupPostComment>(troll.client, path, 'Rude words');
    await givenHidden(reader.client, admin.client, { targetKind: 'group_comment', targetId: rude.id });
    await givenBlock(reader.client, { userId: troll.user.id });

    for (const [viewer, seen] of [
      [reader.client, 1],
      [troll.client, 2],
      [admin.client, 3],
    ] as const) {
      const comments = (await (await viewer.get(path)).json()) as GroupPostComment[];
      expect(comments).toHaveLength(seen);
      const posts = (await (await viewer.get(postsPath(group.id))).json()) as GroupPost[];
      expect(posts.find((card) => card.id === post.id)?.commentCount).toBe(seen);
    }
    // the answer of an action on the post counts the same way
    const reacted = (await (
      await reader.client.put(`${postPath(group.id, post.id)}/reactions/like`)
    ).json()) as GroupPost;
    expect(reacted.commentCount).toBe(1);
  });
});
