import type { GroupRole } from '#shared/domain/group-roles';

const labels: Record<GroupRole, string> = { admin: 'Admin', moderator: 'Moderator', member: 'Member' };

/** How a role is written on badges and menus. */
export const groupRoleLabel = (role: GroupRole) => labels[role];
