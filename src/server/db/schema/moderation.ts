import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn } from './columns';
import { groups } from './social';

// Reports, hidden content and the moderation audit log (decision 085). A target is named by its kind and id (text:
// a profile's id is its person's), never by a foreign key per kind, so one table serves every kind of content.

const targetKinds = sql.raw(
  `('forum_post','forum_comment','group_post','group_comment','group','challenge','profile','check_in_note')`,
);

export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    /** kept as null if the reporter's account goes */
    reporterId: text().references(() => users.id, { onDelete: 'set null' }),
    targetKind: text().notNull(),
    targetId: text().notNull(),
    /** the author of the reported content (the profile's person), told why when a moderator acts */
    targetUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** the group the content belongs to: its admins and moderators see the report */
    groupId: uuid().references(() => groups.id, { onDelete: 'cascade' }),
    /** the content's words when it was reported */
    excerpt: text().notNull(),
    reason: text().notNull(),
    details: text(),
    status: text().notNull().default('open'),
    createdAt: createdAtColumn(),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // one open report per reporter and target
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterId, table.targetKind, table.targetId)
      .where(sql`${table.status} = 'open'`),
    // the queue, newest first, site-wide and per group
    index().on(table.status, table.createdAt.desc().nullsFirst()),
    index().on(table.groupId, table.status, table.createdAt.desc().nullsFirst()),
    check('reports_target_kind_check', sql`${table.targetKind} in ${targetKinds}`),
    check(
      'reports_reason_check',
      sql`${table.reason} in ('spam','harassment','hate','inappropriate','other')`,
    ),
    check(
      'reports_status_check',
      sql`${table.status} in ('open','hidden','restored','dismissed','warned','suspended')`,
    ),
  ],
);

/**
 * Content a moderator hid: gone for everyone but moderators while its row is here (moderation-visibility's
 * `visibleContentWhere`, a primary-key probe per listed row). A row of its own, not a column per content table, so
 * hiding touches no feature's data and restoring is one delete.
 */
export const moderationHides = pgTable(
  'moderation_hides',
  {
    targetKind: text().notNull(),
    targetId: text().notNull(),
    hiddenBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.targetKind, table.targetId] }),
    check('moderation_hides_target_kind_check', sql`${table.targetKind} in ${targetKinds}`),
  ],
);

/** Every moderation action, for site administrators (and a group's moderators, its lines). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: idColumn(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetKind: text(),
    targetId: text(),
    targetUserId: text().references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid().references(() => groups.id, { onDelete: 'cascade' }),
    reportId: uuid().references(() => reports.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index().on(table.createdAt.desc().nullsFirst()),
    index().on(table.groupId, table.createdAt.desc().nullsFirst()),
    check(
      'moderation_actions_action_check',
      sql`${table.action} in ('hide','restore','dismiss','warn','suspend','lift')`,
    ),
  ],
);
