import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import type { GroupRole } from '#shared/domain/group-roles';
import { groupRoleLabel } from '../utils/group-role-label';

const roleColors: Record<GroupRole, string> = { admin: 'red', moderator: 'blue', member: 'gray' };

/** A member's role: Admin, Moderator or Member. */
export function GroupRoleBadge({ role, size = 'sm' }: { role: GroupRole; size?: BadgeProps['size'] }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={roleColors[role]} size={size}>
      {groupRoleLabel(role, i18n)}
    </Badge>
  );
}
