import { canAssignRole, canManageMember, GROUP_ROLES, type GroupRole } from '#shared/domain/group-roles';

export interface MemberActions {
  /** the roles the viewer may give this member (never the one they have) */
  roles: GroupRole[];
  canRemove: boolean;
  /** an admin's own row: step down to moderator, offered only while another admin remains */
  canStepDown: boolean;
}

/** What the member menu offers the viewer for one row (product-rules.md#group-roles); nothing means no menu. */
export function memberActions(
  viewer: { userId: string; role: GroupRole | null },
  target: { userId: string; role: GroupRole },
  hasOtherAdmin: boolean,
): MemberActions {
  const isSelf = viewer.userId === target.userId;
  if (isSelf) return { roles: [], canRemove: false, canStepDown: target.role === 'admin' && hasOtherAdmin };
  if (!canManageMember(viewer, target)) return { roles: [], canRemove: false, canStepDown: false };
  return {
    roles: GROUP_ROLES.filter((role) => role !== target.role && canAssignRole(viewer.role, role)),
    canRemove: true,
    canStepDown: false,
  };
}

export const hasMemberActions = (actions: MemberActions) =>
  actions.roles.length > 0 || actions.canRemove || actions.canStepDown;
