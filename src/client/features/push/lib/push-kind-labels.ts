import type { PushKind } from '#shared/push/push.schemas';

/** The switches' labels, in the order the settings show them (decision 029 maps notification types onto them). */
export const PUSH_KIND_LABELS: Record<PushKind, { label: string; description: string }> = {
  reminders: { label: 'Reminders', description: 'The evening reminder to check in' },
  invitations: {
    label: 'Invitations and being added',
    description: 'Challenge invitations, and being added to a group',
  },
  results: { label: 'Final results', description: 'Your rank when a challenge ends' },
  groupActivity: {
    label: 'Group activity',
    description: 'New participants and changes in your challenges',
  },
  forumReplies: { label: 'Forum replies', description: 'Updates to forum posts you follow' },
};
