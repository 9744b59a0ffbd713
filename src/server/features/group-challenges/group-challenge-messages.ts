// The refusals of group-linked challenges (product-rules.md#groups, #group-roles group roles), in one place; adding a
// challenge to a group refuses with challengeMessages.addToGroupNotModerator (creating one in a group says it too).

export const groupChallengeMessages = {
  membersNotOrganizer: 'Only the organizer can add group members to this challenge.',
  notGroupLinked: 'This challenge is not linked to a group.',
  completed: 'Cannot add group members to a completed challenge.',
  notGroupMember: 'User is not a member of this group',
  // a group adopting an existing challenge (decision 062)
  adoptNotOrganizer: 'Only the organizer can add this challenge to a group.',
  adoptCompleted: 'A completed challenge cannot be added to a group.',
  alreadyInGroup: 'This challenge is already in a group.',
} as const;
