import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReportTargetKind } from '#shared/moderation/moderation.schemas';
import { users } from '#server/db/schema/auth';
import { moderationHides } from '#server/db/schema/moderation';

// Decision 085: content a moderator hid, and everything a suspended person wrote, is gone for everyone but
// moderators. The one predicate every list and direct read of reportable content adds to its WHERE: two probes per
// row, over moderation_hides' primary key and users' primary key. The features call it with their own table; the
// columns are named in full (as `forum_posts."id"`), since inside a subquery an unqualified name would be the
// subquery's own.

interface ContentColumns {
  /** the database name of the content's id column */
  id: string;
  /** the database name of its author's column; absent when the content has none of its own */
  author?: string;
}

/** SQL: a moderator hid the content of this kind whose id is `id` (a column of the outer query, as `ci.id`). */
export const hiddenByModerator = (kind: ReportTargetKind, id: SQL) =>
  sql<boolean>`exists (select 1 from ${moderationHides} mh where mh.target_kind = ${kind} and mh.target_id = ${id}::text)`;

/** Visible to everyone: not hidden by a moderator, and its author (when named) not suspended. */
export function visibleContentWhere(kind: ReportTargetKind, table: PgTable, columns: ContentColumns): SQL {
  const notHidden = sql`not ${hiddenByModerator(kind, sql`${table}.${sql.identifier(columns.id)}`)}`;
  if (!columns.author) return notHidden;
  return sql`${notHidden} and not exists (select 1 from ${users} su
    where su.id = ${table}.${sql.identifier(columns.author)} and su.suspended_at is not null)`;
}

/** The predicate, or nothing for a moderator, who sees hidden content where it was. */
export const visibleContentUnlessModerator = (
  moderator: boolean,
  ...args: Parameters<typeof visibleContentWhere>
): SQL | undefined => (moderator ? undefined : visibleContentWhere(...args));
