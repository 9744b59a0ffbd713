import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The refusals of group-linked challenges (product-rules.md#groups, #group-roles group roles), in one place; adding a
// challenge to a group refuses with challengeMessages.addToGroupNotModerator (creating one in a group says it too).

export const groupChallengeMessages = {
  membersNotOrganizer: translatable(msg`Only the organizer can add group members to this challenge.`),
  notGroupLinked: translatable(msg`This challenge is not linked to a group.`),
  completed: translatable(msg`Cannot add group members to a completed challenge.`),
  notGroupMember: translatable(msg`User is not a member of this group`),
  // a group adopting an existing challenge (decision 062)
  adoptNotOrganizer: translatable(msg`Only the organizer can add this challenge to a group.`),
  adoptCompleted: translatable(msg`A completed challenge cannot be added to a group.`),
  alreadyInGroup: translatable(msg`This challenge is already in a group.`),
} as const;
