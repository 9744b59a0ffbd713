import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn, ownerColumn, updatedAtColumn } from './columns';
import { challengeColumn, challenges, checkIns } from './challenges';

export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    /** hex SHA-256 of the /invitation/{token} link's token: the database never holds a working link (decision 057) */
    tokenHash: text().notNull().unique(),
    status: text().notNull().default('pending'),
    email: text().notNull(),
    challengeId: challengeColumn(),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index().on(table.challengeId),
    index().on(table.invitedBy, table.createdAt),
    check('invitations_status_check', sql`${table.status} in ('pending','accepted','cancelled')`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }),
    privacy: text().notNull().default('public'),
    coverImage: text(),
    createdAt: createdAtColumn(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index().on(table.privacy, table.createdAt),
    check('groups_privacy_check', sql`${table.privacy} in ('public','private')`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: idColumn(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    role: text().notNull().default('member'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.groupId, table.userId),
    index().on(table.userId),
    check('group_members_role_check', sql`${table.role} in ('member','moderator','admin')`),
  ],
);

export const groupChallenges = pgTable(
  'group_challenges',
  {
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    challengeId: challengeColumn(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.challengeId] }), index().on(table.challengeId)],
);

export const groupPosts = pgTable(
  'group_posts',
  {
    id: idColumn(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    content: text().notNull().default(''),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinned: boolean().notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  // the Posts tab's order (pinned, newest, id); NULLS FIRST is what ORDER BY … DESC means, so the index serves it
  (table) => [
    index('group_posts_tab_order_idx').on(
      table.groupId,
      table.pinned.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const groupPostReactions = pgTable(
  'group_post_reactions',
  {
    postId: uuid()
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    reactionType: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId, table.reactionType] }),
    check(
      'group_post_reactions_type_check',
      sql`${table.reactionType} in ('like','love','laugh','wow','sad','angry')`,
    ),
  ],
);

export const groupPostComments = pgTable(
  'group_post_comments',
  {
    id: idColumn(),
    postId: uuid()
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    content: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index().on(table.postId, table.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: ownerColumn(),
    title: text().notNull(),
    message: text().notNull(),
    type: text().notNull().default('update'),
    read: boolean().notNull().default(false),
    challengeId: uuid().references(() => challenges.id, { onDelete: 'cascade' }),
    groupId: uuid().references(() => groups.id, { onDelete: 'cascade' }),
    invitationId: uuid().references(() => invitations.id, { onDelete: 'cascade' }),
    // any in-app path (e.g. a forum post) for notifications that point at neither a challenge nor a group
    link: text(),
    /**
     * the check-in a cheer notification is about: unique, so a check-in has at most one, updated as cheers arrive
     * (product-rules.md#cheers, decision 041)
     */
    cheeredCheckInId: uuid()
      .unique()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // the bell's order (newest, id); NULLS FIRST is what ORDER BY … DESC means, so the index serves it
    index('notifications_recent_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.read} = false`),
    index().on(table.challengeId),
    check(
      'notifications_type_check',
      sql`${table.type} in ('reminder','invitation','result','update','group_added','group_created','moderation')`,
    ),
  ],
);

/**
 * Per person: how many notifications are unread and a version that changes with every notification write,
 * kept by a trigger on notifications (migration 0004), so the 30-second poll answers from one indexed row
 * without building the list.
 */
export const notificationInboxes = pgTable('notification_inboxes', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unreadCount: integer().notNull().default(0),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
