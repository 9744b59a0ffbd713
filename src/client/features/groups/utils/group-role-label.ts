import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupRole } from '#shared/domain/group-roles';

const labels: Record<GroupRole, MessageDescriptor> = {
  admin: msg`Admin`,
  moderator: msg`Moderator`,
  member: msg`Member`,
};

/** How a role is written on badges and menus. */
export const groupRoleLabel = (role: GroupRole, i18n: I18n) => i18n._(labels[role]);
