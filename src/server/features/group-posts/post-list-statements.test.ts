import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupPost } from '#shared/groups/groups.types';
import { groupPostComments, groupPostReactions, groupPosts } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { insertPerson } from '#server/testing/given';
import { postsPath } from '#server/testing/fixtures/group-posts';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { countStatements } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` posts by direct insert, each with two reactions and two comments by different people. */
async function insertPosts(groupId: string, authorId: string, count: number, firstMinute: number) {
  const [fan, critic] = [await insertPerson(t.db, { name: 'Fay Fan' }), await insertPerson(t.db)];
  const posts = await t.db
    .insert(groupPosts)
    .values(
      Array.from({ length: count }, (_, index) => {
        const createdAt = new Date(Date.UTC(2026, 2, 1, 0, firstMinute + index));
        return {
          groupId,
          userId: authorId,
          content: `post ${firstMinute + index}`,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: groupPosts.id });
  await t.db.insert(groupPostReactions).values(
    posts.flatMap(({ id }) => [
      { postId: id, userId: fan!.id, reactionType: 'love' },
      { postId: id, userId: critic!.id, reactionType: 'wow' },
    ]),
  );
  await t.db.insert(groupPostComments).values(
    posts.flatMap(({ id }) => [
      { postId: id, userId: fan!.id, content: 'Nice' },
      { postId: id, userId: critic!.id, content: 'Hmm' },
    ]),
  );
}

describe('GET /api/groups/{id}/posts', () => {
  it('runs the same few SQL statements for 1 post and for 30', async () => {
    const { group, member } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    let sessionStatements = 0;
    const statementsFor = async () => {
      const session = await countStatements(t.db, () => member.client.get('/api/me')); // the session + 1
      sessionStatements = session - 1;
      let posts: GroupPost[] = [];
      const listing = await countStatements(t.db, async () => {
        posts = (await (await member.client.get(postsPath(group.id))).json()) as GroupPost[];
      });
      return { statements: listing - sessionStatements, posts };
    };

    await insertPosts(group.id, member.user.id, 1, 0);
    const withOne = await statementsFor();
    expect(withOne.posts).toHaveLength(1);
    await insertPosts(group.id, member.user.id, 29, 1);
    const withThirty = await statementsFor();
    expect(withThirty.posts).toHaveLength(30);
    expect(withThirty.posts[0]).toMatchObject({ content: 'post 29', commentCount: 2 });
    expect(withThirty.posts[29]!.reactions.filter((r) => r.count > 0)).toEqual([
      { type: 'love', count: 1, viewerReacted: false },
      { type: 'wow', count: 1, viewerReacted: false },
    ]);

    // the group and the viewer's role, then the posts with authors, reactions and comment counts
    expect(withOne.statements).toBe(2);
    expect(withThirty.statements).toBe(withOne.statements);
    console.info(
      `GET /api/groups/{id}/posts: ${withThirty.statements} SQL statements (1 or 30 posts), plus ${sessionStatements} for the session`,
    );
  });
});
