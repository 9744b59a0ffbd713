import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/**
 * The author of a forum post or comment: it stays when the account goes, authored by 'Deleted user' (null here;
 * product-rules.md#account-deletion, decision 046).
 */
const forumAuthorColumn = () => text().references(() => users.id, { onDelete: 'set null' });

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: idColumn(),
    title: text().notNull(),
    description: text(),
    category: text().notNull(),
    // display only (product-rules.md#feedback-dialog)
    status: text().notNull().default('open'),
    userId: forumAuthorColumn(),
    // kept equal to the post's forum_votes rows by a trigger (drizzle/0007), so the list sorts on an index
    voteCount: integer().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // the list's order (most votes, then newest), for the All tab and for each category tab
    index().on(
      table.voteCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index().on(
      table.category,
      table.voteCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'forum_posts_category_check',
      sql`${table.category} in ('bugs','feature_request','questions','feedback')`,
    ),
    check('forum_posts_status_check', sql`${table.status} in ('open','in_progress','completed','closed')`),
    check('forum_posts_vote_count_check', sql`${table.voteCount} >= 0`),
  ],
);

export const forumVotes = pgTable(
  'forum_votes',
  {
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: idColumn(),
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: forumAuthorColumn(),
    content: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index().on(table.postId, table.createdAt)],
);

/** A person's subscription to updates of one forum post (spec's forum_notifications). */
export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    id: idColumn(),
    postId: uuid()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique().on(table.postId, table.userId), index().on(table.userId)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    userId: ownerColumn(),
    category: text().notNull().default('feature'),
    rating: integer().notNull().default(5),
    title: text().notNull(),
    description: text(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // the administrators' list, newest first
    index().on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('feedback_category_check', sql`${table.category} in ('feature','bug','general')`),
    check('feedback_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** Sign-ups for named upcoming features; one per e-mail and feature. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: idColumn(),
    feature: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    interest: text(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique().on(table.email, table.feature)],
);
