// The refusals of group-linked challenges (product-rules.md#groups, #group-roles group roles), in one place; creating
// a challenge in a group (challenges.service) says addNotModerator from here.

export const groupChallengeMessages = {
  addNotModerator: 'Only group admins and moderators can add challenges.',
  membersNotOrganizer: 'Only the organizer can add group members to this challenge.',
  notGroupLinked: 'This challenge is not linked to a group.',
  completed: 'Cannot add group members to a completed challenge.',
  notGroupMember: 'User is not a member of this group',
} as const;
