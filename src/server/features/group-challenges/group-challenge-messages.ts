// The refusals of group-linked challenges (product-rules.md#groups, #group-roles group roles), in one place; creating
// a challenge in a group (challenges.service) says addNotModerator from here.

export const groupChallengeMessages = {
  addNotModerator: 'Only group admins and moderators can add challenges.',
  membersNotOrganizer: 'Only the organizer can add group members to this challenge.',
  notGroupLinked: 'This challenge is not linked to a group.',
  completed: 'Cannot add group members to a completed challenge.',
  notGroupMember: 'User is not a member of this group',
  // a group adopting an existing challenge (decision 062)
  adoptNotOrganizer: 'Only the organizer can add this challenge to a group.',
  adoptCompleted: 'A completed challenge cannot be added to a group.',
  alreadyInGroup: 'This challenge is already in a group.',
} as const;
