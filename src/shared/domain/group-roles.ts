// product-rules.md#group-roles: who may do what in a group. Pure, so the server enforces and the client shows the
// same rules.

export const GROUP_ROLES = ['member', 'moderator', 'admin'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

const isManager = (role: GroupRole | null) => role === 'admin' || role === 'moderator';

/** Edit Group, Delete Group, cover image. */
export const canEditGroup = (role: GroupRole | null) => role === 'admin';

/** Add members by search, pin and unpin any post, Add Challenge / Create First Challenge. */
export const canModerate = isManager;

/**
 * product-rules.md#group-roles: the member menu shows only when the viewer manages, the target is someone else and
 * not an admin.
 */
export function canManageMember(
  viewer: { userId: string; role: GroupRole | null },
  target: { userId: string; role: GroupRole },
): boolean {
  return isManager(viewer.role) && target.userId !== viewer.userId && target.role !== 'admin';
}

/** Only admins make admins; moderators may set member or moderator. */
export function canAssignRole(viewerRole: GroupRole | null, newRole: GroupRole): boolean {
  if (newRole === 'admin') return viewerRole === 'admin';
  return isManager(viewerRole);
}

/**
 * product-rules.md#group-roles: an admin cannot leave (they step down first while another admin remains, or delete
 * the group).
 */
export const canLeaveGroup = (role: GroupRole | null) => role !== null && role !== 'admin';

/** The error code of an admin's refused leave (product-rules.md#group-messages' 'Cannot Leave'). */
export const ADMIN_CANNOT_LEAVE = 'ADMIN_CANNOT_LEAVE';
