import type { z } from 'zod';
import {
  isHideable,
  type ReportAction,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
  type moderationQuerySchema,
} from '#shared/moderation/moderation.schemas';
import type {
  AuditEntry,
  ModerationAccess,
  QueuedReport,
  SuspendedAccount,
} from '#shared/moderation/moderation.types';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { conflict, forbidden, notFound, unprocessable } from '#server/lib/domain-error';
import {
  createNotification,
  createNotifications,
} from '#server/features/notifications/notifications.service';
import {
  mayModerate,
  mayTakeAction,
  moderationRightsOf,
  readableScope,
  requireSiteAdmin,
} from './moderation-access';
import {
  accountSuspended,
  actionOnYourContent,
  moderationMessages,
  reportOutcome,
  suspensionLifted,
} from './moderation-messages';
import {
  findReportForUpdate,
  hideContent,
  insertAuditEntry,
  liftSuspension,
  listAuditRows,
  listReportRows,
  listSuspendedAccounts,
  resolveOpenReports,
  restoreContent,
  setReportStatus,
  suspendAccount,
  suspensionStateOf,
} from './moderation.queries';

type ModerationQuery = z.output<typeof moderationQuerySchema>;

/**
 * What the moderation page may show the viewer — for a person who moderates nothing, nothing (not a refusal: Settings
 * asks every visit whether to offer the page).
 */
export async function readModerationAccess(deps: Deps, actor: Actor): Promise<ModerationAccess> {
  return moderationRightsOf(deps, actor);
}

/** The queue: site administrators see every report, a group's moderators those of their groups. */
export async function listReports(deps: Deps, actor: Actor, query: ModerationQuery): Promise<QueuedReport[]> {
  const rights = await moderationRightsOf(deps, actor);
  const groupIds = readableScope(rights, query.groupId);
  const rows = await listReportRows(deps.db, { groupIds, open: query.status === 'open' });
  return rows.map((row) => ({
    id: row.id,
    targetKind: row.targetKind,
    targetId: row.targetId,
    groupId: row.groupId,
    excerpt: row.excerpt,
    // the table's checks allow only these
    reason: row.reason as ReportReason,
    details: row.details,
    status: row.status as ReportStatus,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    reporter: row.reporterId === null ? null : { id: row.reporterId, name: row.reporterName! },
    reported:
      row.reportedId === null
        ? null
        : { id: row.reportedId, name: row.reportedName!, suspended: row.reportedSuspendedAt !== null },
    hidden: row.hidden,
    canSuspend: rights.siteAdmin && row.reportedId !== null && row.reportedId !== actor.userId,
  }));
}

/** The audit log: all of it for site administrators, their groups' lines for a group's moderators. */
export async function listAuditLog(deps: Deps, actor: Actor, query: ModerationQuery): Promise<AuditEntry[]> {
  const rights = await moderationRightsOf(deps, actor);
  const rows = await listAuditRows(deps.db, readableScope(rights, query.groupId));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName! },
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetUser: row.targetUserId === null ? null : { id: row.targetUserId, name: row.targetUserName! },
    groupId: row.groupId,
    reportId: row.reportId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

const STATUS_OF: Record<
  Exclude<ReportAction, 'restore'>,
  ReportStatus & ('hidden' | 'dismissed' | 'warned' | 'suspended')
> = { hide: 'hidden', dismiss: 'dismissed', warn: 'warned', suspend: 'suspended' };

/**
 * Decision 085: a moderator acts on a report. hide, dismiss, warn and suspend close every open report of the same
 * content (each reporter is told the outcome) and tell its author why (but for a dismissal); restore brings hidden
 * content back. Every action is a line of the audit log, all in one transaction.
 */
export async function actOnReport(
  deps: Deps,
  actor: Actor,
  reportId: string,
  input: { action: ReportAction; note: string | null },
): Promise<void> {
  const rights = await moderationRightsOf(deps, actor);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const report = await findReportForUpdate(tx, reportId);
    // a report the person may not moderate is as unknown as a missing one
    if (!report || !mayModerate(rights, report.groupId)) throw notFound(moderationMessages.reportNotFound);
    if (!mayTakeAction(rights, report.groupId, input.action))
      throw forbidden(moderationMessages.siteAdminsOnly);
    const kind = report.targetKind as ReportTargetKind;
    const target = { kind, id: report.targetId };
    const why = { note: input.note, reason: report.reason as ReportReason };
    const audit = (action: ReportAction) =>
      insertAuditEntry(tx, {
        actorId: actor.userId,
        action,
        targetKind: kind,
        targetId: report.targetId,
        targetUserId: report.targetUserId,
        groupId: report.groupId,
        reportId,
        note: input.note,
        createdAt: now,
      });

    if (input.action === 'restore') {
      if (!(await restoreContent(tx, target))) throw conflict(moderationMessages.notHidden);
      await setReportStatus(tx, reportId, { status: 'restored', by: actor.userId, at: now });
      await audit('restore');
      await tellAuthor(tx, report.targetUserId, actionOnYourContent(kind, 'restore', why));
      return;
    }
    if (report.status !== 'open') throw conflict(moderationMessages.alreadyHandled);
    if ((input.action === 'warn' || input.action === 'suspend') && report.targetUserId === null) {
      throw unprocessable(moderationMessages.noAuthor);
    }
    if (input.action === 'suspend' && report.targetUserId === actor.userId) {
      throw unprocessable(moderationMessages.selfSuspension);
    }
    if (input.action === 'hide' && !isHideable(kind)) throw unprocessable(moderationMessages.notHideable);
    const status = STATUS_OF[input.action];
    if (input.action === 'hide') await hideContent(tx, target, actor.userId, now);
    if (input.action === 'suspend') {
      await suspendAccount(tx, report.targetUserId!, input.note ?? report.reason, now);
    }
    const closed = await resolveOpenReports(tx, target, { status, by: actor.userId, at: now });
    await audit(input.action);
    await createNotifications(
      tx,
      closed
        .flatMap(({ reporterId }) => (reporterId === null ? [] : [reporterId]))
        .map((userId) => ({ userId, type: 'moderation' as const, ...reportOutcome(kind, status) })),
    );
    if (input.action !== 'dismiss') {
      await tellAuthor(tx, report.targetUserId, actionOnYourContent(kind, input.action, why));
    }
  });
}

async function tellAuthor(
  tx: Database,
  authorId: string | null,
  message: ReturnType<typeof actionOnYourContent>,
) {
  if (authorId !== null) await createNotification(tx, { userId: authorId, type: 'moderation', ...message });
}

/** Site administrators: the suspended accounts, to lift a suspension. */
export async function listSuspensions(deps: Deps, actor: Actor): Promise<SuspendedAccount[]> {
  requireSiteAdmin(await moderationRightsOf(deps, actor));
  const rows = await listSuspendedAccounts(deps.db);
  return rows.map((row) => ({ ...row, suspendedAt: row.suspendedAt!.toISOString() }));
}

/**
 * Site administrators suspend an account directly (the instance page's people): as a suspension over a report, its
 * sessions and tokens end at once and its content is hidden; the person is told why.
 */
export async function suspendAccountDirectly(
  deps: Deps,
  actor: Actor,
  userId: string,
  note: string,
): Promise<void> {
  requireSiteAdmin(await moderationRightsOf(deps, actor));
  if (userId === actor.userId) throw unprocessable(moderationMessages.selfSuspension);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await suspensionStateOf(tx, userId);
    if (state === 'unknown') throw notFound(moderationMessages.personNotFound);
    if (state === 'suspended' || !(await suspendAccount(tx, userId, note, now)))
      throw conflict(moderationMessages.alreadySuspended);
    await insertAuditEntry(tx, {
      actorId: actor.userId,
      action: 'suspend',
      targetUserId: userId,
      note,
      createdAt: now,
    });
    await createNotification(tx, { userId, type: 'moderation', ...accountSuspended(note) });
  });
}

/** Site administrators lift a suspension: the person signs in again and their content is back. */
export async function liftAccountSuspension(
  deps: Deps,
  actor: Actor,
  userId: string,
  note: string | null,
): Promise<void> {
  requireSiteAdmin(await moderationRightsOf(deps, actor));
  await deps.db.transaction(async (tx) => {
    if (!(await liftSuspension(tx, userId))) throw notFound(moderationMessages.notSuspended);
    await insertAuditEntry(tx, {
      actorId: actor.userId,
      action: 'lift',
      targetUserId: userId,
      note,
      createdAt: deps.clock.now(),
    });
    await createNotification(tx, { userId, type: 'moderation', ...suspensionLifted() });
  });
}
