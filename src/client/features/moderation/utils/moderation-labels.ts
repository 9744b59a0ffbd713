import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationAction, ReportStatus, ReportTargetKind } from '#shared/moderation/moderation.schemas';

// The moderation page's words for kinds, statuses and actions, shown with `i18n._(…)`.

export const TARGET_KIND_LABELS: Record<ReportTargetKind, MessageDescriptor> = {
  forum_post: msg`Forum post`,
  forum_comment: msg`Forum comment`,
  group_post: msg`Group post`,
  group_comment: msg`Group comment`,
  group: msg`Group`,
  challenge: msg`Challenge`,
  profile: msg`Profile`,
  check_in_note: msg`Check-in note`,
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg`Open`,
  hidden: msg`Hidden`,
  restored: msg`Restored`,
  dismissed: msg`Dismissed`,
  warned: msg`Warned`,
  suspended: msg`Suspended`,
};

export const AUDIT_ACTION_LABELS: Record<ModerationAction, MessageDescriptor> = {
  hide: msg`Hid content`,
  restore: msg`Restored content`,
  dismiss: msg`Dismissed a report`,
  warn: msg`Warned the author`,
  suspend: msg`Suspended an account`,
  lift: msg`Lifted a suspension`,
};
