import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
} from './moderation.schemas';

// The JSON src/server/features/moderation answers with (decision 059: the OpenAPI document is generated from these).

const personAnswer = z.object({ id: z.string(), name: z.string() });

/** POST /api/reports: what was stored. */
export const sentReportAnswer = z.object({ id: idAnswer() });
export type SentReport = z.infer<typeof sentReportAnswer>;

/** One report in the moderation queue. */
export const queuedReportAnswer = z.object({
  id: idAnswer(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  /** the group the content belongs to, when any (its admins and moderators see the report) */
  groupId: idAnswer().nullable(),
  /** the words of the reported content as they were when it was reported, so a moderator reads what was reported */
  excerpt: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: instantAnswer(),
  resolvedAt: instantAnswer().nullable(),
  reporter: personAnswer.nullable(),
  /** who wrote the content (null when their account is gone) */
  reported: personAnswer.extend({ suspended: z.boolean() }).nullable(),
  /** whether the content is hidden now */
  hidden: z.boolean(),
  /** the viewer may suspend its author (site administrators) */
  canSuspend: z.boolean(),
});
export type QueuedReport = z.infer<typeof queuedReportAnswer>;

/** One line of the audit log, newest first. */
export const auditEntryAnswer = z.object({
  id: idAnswer(),
  action: z.enum(MODERATION_ACTIONS),
  actor: personAnswer.nullable(),
  targetKind: z.enum(REPORT_TARGET_KINDS).nullable(),
  targetId: z.string().nullable(),
  targetUser: personAnswer.nullable(),
  groupId: idAnswer().nullable(),
  reportId: idAnswer().nullable(),
  note: z.string().nullable(),
  createdAt: instantAnswer(),
});
export type AuditEntry = z.infer<typeof auditEntryAnswer>;

/** A suspended account, for site administrators (to lift it). */
export const suspendedAccountAnswer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  suspendedAt: instantAnswer(),
  reason: z.string().nullable(),
});
export type SuspendedAccount = z.infer<typeof suspendedAccountAnswer>;

/** GET /api/moderation/access: what the moderation page may show the viewer. */
export const moderationAccessAnswer = z.object({
  siteAdmin: z.boolean(),
  /** the groups the viewer administers or moderates */
  groups: z.array(z.object({ id: idAnswer(), name: z.string() })),
});
export type ModerationAccess = z.infer<typeof moderationAccessAnswer>;
