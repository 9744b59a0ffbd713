import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationAction, ReportStatus, ReportTargetKind } from '#shared/moderation/moderation.schemas';
import type { Database } from '#server/db/database';
import { apiTokens } from '#server/db/schema/api-tokens';
import { sessions, users } from '#server/db/schema/auth';
import { calendarFeeds } from '#server/db/schema/calendar-feeds';
import { checkInLinks } from '#server/db/schema/check-in-links';
import { moderationActions, moderationHides, reports } from '#server/db/schema/moderation';

// Drizzle reads and writes of reports, hidden content, suspensions and the audit log; the rules live in the services.

export const MODERATION_LIST_LIMIT = 200;

export async function insertReport(
  db: Database,
  values: typeof reports.$inferInsert,
): Promise<string | undefined> {
  // the partial unique index keeps one open report per reporter and target, even for two requests at once
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row?.id;
}

/** The report with the row locked until the transaction ends, so two moderators never act on it twice. */
export async function findReportForUpdate(db: Database, reportId: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).for('update');
  return row;
}

/** Closes every open report of the target (each reporter is told once); answers their reporters. */
export async function resolveOpenReports(
  db: Database,
  target: { kind: string; id: string },
  resolution: { status: ReportStatus; by: string; at: Date },
) {
  return db
    .update(reports)
    .set({ status: resolution.status, resolvedBy: resolution.by, resolvedAt: resolution.at })
    .where(
      and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

export async function setReportStatus(
  db: Database,
  reportId: string,
  resolution: { status: ReportStatus; by: string; at: Date },
) {
  await db
    .update(reports)
    .set({ status: resolution.status, resolvedBy: resolution.by, resolvedAt: resolution.at })
    .where(eq(reports.id, reportId));
}

export async function hideContent(db: Database, target: { kind: string; id: string }, by: string, at: Date) {
  await db
    .insert(moderationHides)
    .values({ targetKind: target.kind, targetId: target.id, hiddenBy: by, createdAt: at })
    .onConflictDoNothing();
}

/** Answers whether it was hidden. */
export async function restoreContent(db: Database, target: { kind: string; id: string }) {
  const removed = await db
    .delete(moderationHides)
    .where(and(eq(moderationHides.targetKind, target.kind), eq(moderationHides.targetId, target.id)))
    .returning({ id: moderationHides.targetId });
  return removed.length > 0;
}

export async function insertAuditEntry(
  db: Database,
  values: {
    actorId: string;
    action: ModerationAction;
    targetKind?: string | null;
    targetId?: string | null;
    targetUserId?: string | null;
    groupId?: string | null;
    reportId?: string | null;
    note: string | null;
    createdAt: Date;
  },
) {
  await db.insert(moderationActions).values(values);
}

/**
 * Decision 085: a suspension takes effect at once — the account is marked and its sessions, API tokens, check-in
 * links and calendar feed (everything that signs a request in as the person) are deleted in the caller's
 * transaction. Answers whether the account was active.
 */
export async function suspendAccount(db: Database, userId: string, reason: string | null, at: Date) {
  const suspended = await db
    .update(users)
    .set({ suspendedAt: at, suspensionReason: reason })
    .where(and(eq(users.id, userId), sql`${users.suspendedAt} is null`))
    .returning({ id: users.id });
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
  await db.delete(checkInLinks).where(eq(checkInLinks.userId, userId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return suspended.length > 0;
}

/** Whether the account exists and is suspended, read before a direct suspension. */
export async function suspensionStateOf(db: Database, userId: string) {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (!row) return 'unknown' as const;
  return row.suspendedAt === null ? ('active' as const) : ('suspended' as const);
}

/** Answers whether the account was suspended. */
export async function liftSuspension(db: Database, userId: string) {
  const lifted = await db
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  return lifted.length > 0;
}

export function listSuspendedAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      suspendedAt: users.suspendedAt,
      reason: users.suspensionReason,
    })
    .from(users)
    .where(isNotNull(users.suspendedAt))
    .orderBy(desc(users.suspendedAt))
    .limit(MODERATION_LIST_LIMIT);
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** The queue: open (or closed) reports of the groups in scope (null: all), newest first, with both people. */
export function listReportRows(db: Database, input: { groupIds: string[] | null; open: boolean }) {
  return db
    .select({
      id: reports.id,
      targetKind: sql<ReportTargetKind>`${reports.targetKind}`,
      targetId: reports.targetId,
      groupId: reports.groupId,
      excerpt: reports.excerpt,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      reporterId: reporter.id,
      reporterName: reporter.name,
      reportedId: reported.id,
      reportedName: reported.name,
      reportedSuspendedAt: reported.suspendedAt,
      hidden: sql<boolean>`exists (select 1 from ${moderationHides} mh
        where mh.target_kind = ${reports.targetKind} and mh.target_id = ${reports.targetId})`,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.targetUserId))
    .where(
      and(
        input.open ? eq(reports.status, 'open') : ne(reports.status, 'open'),
        input.groupIds === null ? undefined : inArray(reports.groupId, input.groupIds),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(MODERATION_LIST_LIMIT);
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

/** The audit log of the groups in scope (null: all), newest first. */
export function listAuditRows(db: Database, groupIds: string[] | null) {
  return db
    .select({
      id: moderationActions.id,
      action: sql<ModerationAction>`${moderationActions.action}`,
      targetKind: sql<ReportTargetKind | null>`${moderationActions.targetKind}`,
      targetId: moderationActions.targetId,
      groupId: moderationActions.groupId,
      reportId: moderationActions.reportId,
      note: moderationActions.note,
      createdAt: moderationActions.createdAt,
      actorId: actor.id,
      actorName: actor.name,
      targetUserId: targetUser.id,
      targetUserName: targetUser.name,
    })
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.actorId))
    .leftJoin(targetUser, eq(targetUser.id, moderationActions.targetUserId))
    .where(groupIds === null ? undefined : inArray(moderationActions.groupId, groupIds))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(MODERATION_LIST_LIMIT);
}
