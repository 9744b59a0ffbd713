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
} as const;
