import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PushKind } from '#shared/push/push.schemas';

/**
 * The switches' labels, in the order the settings show them (decision 029 maps notification types onto them); shown
 * with `i18n._`.
 */
export const PUSH_KIND_LABELS: Record<
  PushKind,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  reminders: { label: msg`Reminders`, description: msg`The evening reminder to check in` },
  invitations: {
    label: msg`Invitations and being added`,
    description: msg`Challenge invitations, and being added to a group`,
  },
  results: { label: msg`Final results`, description: msg`Your rank when a challenge ends` },
  groupActivity: {
    label: msg`Group activity`,
    description: msg`New participants and changes in your challenges`,
  },
  forumReplies: { label: msg`Forum replies`, description: msg`Updates to forum posts you follow` },
};
