import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { translatable } from '#shared/i18n/translatable';

// Reports and moderation (decision 085, product-rules.md#reports-and-moderation): what can be reported, why, and what
// a moderator can do about it.

/** Everything a person can report; a check-in note is reported by its check-in's id, a profile by its person's id. */
export const REPORT_TARGET_KINDS = [
  'forum_post',
  'forum_comment',
  'group_post',
  'group_comment',
  'group',
  'challenge',
  'profile',
  'check_in_note',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/**
 * What a moderator can hide: content every screen that shows it leaves out once hidden. A challenge (its participants'
 * own record) and a profile (a person's name) are not: their reports are warned, dismissed or lead to a suspension
 * (decision 085).
 */
const HIDEABLE_KINDS: ReadonlySet<ReportTargetKind> = new Set([
  'forum_post',
  'forum_comment',
  'group_post',
  'group_comment',
  'group',
  'check_in_note',
]);
export const isHideable = (kind: ReportTargetKind) => HIDEABLE_KINDS.has(kind);

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The report dialog's options and the queue's badge, shown with `i18n._(…)`. */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam or advertising`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  inappropriate: msg`Inappropriate or explicit content`,
  other: msg`Something else`,
};

export const REPORT_STATUSES = ['open', 'hidden', 'restored', 'dismissed', 'warned', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator does with a report; 'suspend' is for site administrators only. */
export const REPORT_ACTIONS = ['hide', 'restore', 'dismiss', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Every line of the audit log: the report actions and lifting a suspension. */
export const MODERATION_ACTIONS = [...REPORT_ACTIONS, 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 500;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((text) => (text === '' ? null : text))
    .nullish()
    .transform((text) => text ?? null);

/** POST /api/reports */
export const reportSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, translatable(msg`Unknown kind of content.`)),
  targetId: z
    .string(translatable(msg`Say what you are reporting.`))
    .trim()
    .min(1, translatable(msg`Say what you are reporting.`))
    .max(100, translatable(msg`Say what you are reporting.`)),
  reason: z.enum(REPORT_REASONS, translatable(msg`Pick a reason.`)),
  details: optionalText(
    REPORT_DETAILS_MAX,
    translatable(msg`Details must be at most ${REPORT_DETAILS_MAX} characters.`),
  ),
});
export type ReportInput = z.input<typeof reportSchema>;

/** POST /api/moderation/reports/{id}/actions — the note is what the reported person is told, and the audit log. */
export const reportActionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, translatable(msg`Unknown moderation action.`)),
  note: optionalText(
    MODERATION_NOTE_MAX,
    translatable(msg`The note must be at most ${MODERATION_NOTE_MAX} characters.`),
  ),
});
export type ReportActionInput = z.input<typeof reportActionSchema>;

/** POST /api/moderation/suspensions/{userId}: a site administrator suspends an account directly; the reason is told */
export const suspendAccountSchema = z.object({
  note: z
    .string(translatable(msg`Say why the account is suspended.`))
    .trim()
    .min(1, translatable(msg`Say why the account is suspended.`))
    .max(MODERATION_NOTE_MAX, translatable(msg`The note must be at most ${MODERATION_NOTE_MAX} characters.`)),
});

/** POST /api/moderation/suspensions/{userId}/lift */
export const liftSuspensionSchema = z.object({
  note: optionalText(
    MODERATION_NOTE_MAX,
    translatable(msg`The note must be at most ${MODERATION_NOTE_MAX} characters.`),
  ),
});

/** GET /api/moderation/reports and /audit: all the viewer may moderate, or one group's. */
export const moderationQuerySchema = z.object({
  groupId: z.uuid(translatable(msg`Unknown group.`)).optional(),
  status: z.enum(['open', 'closed'], translatable(msg`Unknown status.`)).default('open'),
});
