import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The groups API's refusals, word for word where the spec quotes them; G2 and G3 import notFound from here.
export const groupMessages = {
  notFound: translatable(msg`Group not found`),
  editNotAdmin: translatable(msg`Only group admins can edit the group.`),
  deleteNotAdmin: translatable(msg`Only group admins can delete the group.`),
  alreadyMember: translatable(msg`You are already a member of this group`),
  notMember: translatable(msg`You are not a member of this group.`),
  adminCannotLeave: translatable(
    msg`Cannot Leave: As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.`,
  ),
  createLimited: translatable(msg`Too many groups created. Please wait a while before creating more.`),
  coverUploadLimited: translatable(msg`Too many cover uploads. Please wait a while before trying again.`),
} as const;

// The Members tab's refusals (product-rules.md#group-roles group roles).
export const memberMessages = {
  addNotManager: translatable(msg`Only group admins and moderators can add members.`),
  alreadyMember: translatable(msg`User is already a member of this group`),
  userNotFound: translatable(msg`User not found`),
  memberNotFound: translatable(msg`Member not found`),
  changeNotManager: translatable(msg`Only group admins and moderators can change member roles.`),
  changeOwnRole: translatable(msg`Only an admin can change their own role, to step down.`),
  changeAdmin: translatable(msg`An admin's role can only be changed by that admin.`),
  onlyAdminsMakeAdmins: translatable(msg`Only group admins can make someone an admin.`),
  lastAdmin: translatable(msg`A group needs at least one admin.`),
  removeNotManager: translatable(msg`Only group admins and moderators can remove members.`),
  removeSelf: translatable(msg`You cannot remove yourself. Use Leave Group instead.`),
  removeAdmin: translatable(msg`Group admins cannot be removed.`),
} as const;
