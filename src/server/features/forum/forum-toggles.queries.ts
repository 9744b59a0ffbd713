import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { forumPosts, forumSubscriptions, forumVotes } from '#server/db/schema/feedback';
import { viewerSubscribed, viewerVoted } from './forum-posts.queries';

// The two per-person toggles of a post (product-rules.md#feedback-forum): set semantics, so simultaneous toggles
// leave at most one row. Each write is one statement that finds the post itself: a missing post is written nothing,
// and the state read that follows answers undefined (the service's 404).

const thePost = (postId: string) => eq(forumPosts.id, postId);

/**
 * The post's row, if it exists, as a new vote or subscription of `userId` (the columns in the tables' order): the
 * source of each toggle's INSERT.
 */
const asRowOf = (userId: string, now: Date) => ({
  postId: forumPosts.id,
  userId: sql<string>`${userId}::text`.as('user_id'),
  createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
});

/** The viewer's vote, if they have none yet (the primary key (post_id, user_id) keeps it to one). */
export async function addVote(db: Database, postId: string, userId: string, now: Date) {
  await db
    .insert(forumVotes)
    .select(db.select(asRowOf(userId, now)).from(forumPosts).where(thePost(postId)))
    .onConflictDoNothing();
}

export async function removeVote(db: Database, postId: string, userId: string) {
  await db.delete(forumVotes).where(and(eq(forumVotes.postId, postId), eq(forumVotes.userId, userId)));
}

export async function readVoteState(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select({ voteCount: forumPosts.voteCount, viewerVoted: viewerVoted(userId) })
    .from(forumPosts)
    .where(thePost(postId));
  return row;
}

/** The viewer's subscription, if they have none yet (unique (post_id, user_id)). */
export async function addSubscription(db: Database, postId: string, userId: string, now: Date) {
  const row = { id: sql<string>`gen_random_uuid()`.as('id'), ...asRowOf(userId, now) };
  await db
    .insert(forumSubscriptions)
    .select(db.select(row).from(forumPosts).where(thePost(postId)))
    .onConflictDoNothing();
}

export async function removeSubscription(db: Database, postId: string, userId: string) {
  await db
    .delete(forumSubscriptions)
    .where(and(eq(forumSubscriptions.postId, postId), eq(forumSubscriptions.userId, userId)));
}

export async function readSubscriptionState(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select({ viewerSubscribed: viewerSubscribed(userId) })
    .from(forumPosts)
    .where(thePost(postId));
  return row;
}
