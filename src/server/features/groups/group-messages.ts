// The groups API's refusals, word for word where the spec quotes them; G2 and G3 import notFound from here.
export const groupMessages = {
  notFound: 'Group not found',
  editNotAdmin: 'Only group admins can edit the group.',
  deleteNotAdmin: 'Only group admins can delete the group.',
  alreadyMember: 'You are already a member of this group',
  notMember: 'You are not a member of this group.',
  adminCannotLeave:
    'Cannot Leave: As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.',
  createLimited: 'Too many groups created. Please wait a while before creating more.',
  coverUploadLimited: 'Too many cover uploads. Please wait a while before trying again.',
} as const;

// The Members tab's refusals (product-rules.md#group-roles group roles).
export const memberMessages = {
  addNotManager: 'Only group admins and moderators can add members.',
  alreadyMember: 'User is already a member of this group',
  userNotFound: 'User not found',
  memberNotFound: 'Member not found',
  changeNotManager: 'Only group admins and moderators can change member roles.',
  changeOwnRole: 'Only an admin can change their own role, to step down.',
  changeAdmin: "An admin's role can only be changed by that admin.",
  onlyAdminsMakeAdmins: 'Only group admins can make someone an admin.',
  lastAdmin: 'A group needs at least one admin.',
  removeNotManager: 'Only group admins and moderators can remove members.',
  removeSelf: 'You cannot remove yourself. Use Leave Group instead.',
  removeAdmin: 'Group admins cannot be removed.',
} as const;
