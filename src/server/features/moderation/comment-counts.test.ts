import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupPost } from '#shared/groups/groups.types';
import type { TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { forumPage, givenForumComment, givenForumPost, readForumPost } from '#server/testing/fixtures/forum';
import { givenGroupWithEveryRole, givenMember } from '#server/testing/fixtures/groups';
import {
  commentIdsOf,
  givenGroupComment,
  givenPost,
  postPath,
  postsPath,
} from '#server/testing/fixtures/group-posts';
import { givenBlock } from '#server/testing/fixtures/blocks';
import { givenHidden, givenModerationApp, type SiteAdmin } from '#server/testing/fixtures/moderation';

// A post's comment count is the number of its comments the viewer reads: not those a moderator hid (decision 085,
// but for moderators), nor those of people the viewer blocked (decision 084).
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

describe('a forum post’s comment count', () => {
  it('agrees with the comments each viewer reads, on the card and on the post’s page', async () => {
    const author = await givenPerson(t);
    const reader = await givenPerson(t);
    const troll = await givenPerson(t);
    const post = await givenForumPost(author.client, { title: 'Counted comments' });
    await givenForumComment(author.client, post.id, 'Thanks all');
    await givenForumComment(troll.client, post.id, 'Meh');
    const rude = await givenForumComment(troll.client, post.id, 'Rude words');
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
    const path = postPath(group.id, post.id);
    await givenGroupComment(admin.client, path, 'Welcome');
    await givenGroupComment(troll.client, path, 'Meh');
    const rude = await givenGroupComment(troll.client, path, 'Rude words');
    await givenHidden(reader.client, admin.client, { targetKind: 'group_comment', targetId: rude.id });
    await givenBlock(reader.client, { userId: troll.user.id });

    for (const [viewer, seen] of [
      [reader.client, 1],
      [troll.client, 2],
      [admin.client, 3],
    ] as const) {
      expect(await commentIdsOf(viewer, path)).toHaveLength(seen);
      const posts = (await (await viewer.get(postsPath(group.id))).json()) as GroupPost[];
      expect(posts.find((card) => card.id === post.id)?.commentCount).toBe(seen);
    }
    // the answer of an action on the post counts the same way
    const reacted = (await (await reader.client.put(`${path}/reactions/like`)).json()) as GroupPost;
    expect(reacted.commentCount).toBe(1);
  });
});
