import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { forumPosts, forumVotes } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { forumPostPath, givenForumPost, setToggle } from '#server/testing/fixtures/forum';

// forum_posts.vote_count is kept by a trigger on forum_votes (drizzle/0007): whatever happens to the votes, through
// the API, simultaneously, or by cascade, it must equal the number of vote rows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every post whose kept count differs from its rows: [postId, kept, counted]. */
async function driftedCounts() {
  const rows = await t.db
    .select({ id: forumPosts.id, kept: forumPosts.voteCount, counted: count(forumVotes.userId) })
    .from(forumPosts)
    .leftJoin(forumVotes, eq(forumVotes.postId, forumPosts.id))
    .groupBy(forumPosts.id);
  return rows.filter((row) => row.kept !== row.counted).map((row) => [row.id, row.kept, row.counted]);
}

describe('the kept vote count', () => {
  it('equals the votes after random votes and unvotes, several at once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => givenPerson(t)));
    const posts = await Promise.all(people.slice(0, 3).map((person) => givenForumPost(person.client)));
    const operation = fc.record({
      person: fc.integer({ min: 0, max: people.length - 1 }),
      post: fc.integer({ min: 0, max: posts.length - 1 }),
      method: fc.constantFrom('PUT', 'DELETE'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        async (batches) => {
          for (const batch of batches) {
            const statuses = await Promise.all(
              batch.map(({ person, post, method }) =>
                people[person]!.client.request(method, `${forumPostPath(posts[post]!.id)}/vote`).then(
                  (r) => r.status,
                ),
              ),
            );
            expect(statuses.every((status) => status === 200)).toBe(true);
          }
          expect(await driftedCounts()).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('equals the votes after an account with votes is deleted, and after a voted post goes', async () => {
    const author = await givenPerson(t);
    const voters = await Promise.all(Array.from({ length: 3 }, () => givenPerson(t)));
    const posts = await Promise.all([givenForumPost(author.client), givenForumPost(voters[0]!.client)]);
    for (const voter of voters) {
      for (const post of posts) await setToggle(voter.client, 'PUT', post.id, 'vote');
    }
    await t.db.delete(users).where(eq(users.id, voters[1]!.user.id));
    expect(await driftedCounts()).toEqual([]);
    const [kept] = await t.db
      .select({ voteCount: forumPosts.voteCount })
      .from(forumPosts)
      .where(eq(forumPosts.id, posts[0].id));
    expect(kept).toEqual({ voteCount: 2 });
    // the second post goes with its author's account, its votes by cascade
    await t.db.delete(users).where(eq(users.id, voters[0]!.user.id));
    expect(await driftedCounts()).toEqual([]);
  });
});
