import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconDotsVertical, IconShieldCheck, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupMember } from '#shared/groups/groups.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { groupRoleLabel } from '../utils/group-role-label';
import { hasMemberActions, memberActions } from '../utils/member-actions';

interface MemberMenuProps {
  groupId: string;
  member: GroupMember;
  viewer: { userId: string; role: GroupRole | null };
  hasOtherAdmin: boolean;
}

/** Change a member's role or remove them; on an admin's own row, step down (product-rules.md#group-roles). */
export function MemberMenu({ groupId, member, viewer, hasOtherAdmin }: MemberMenuProps) {
  const changeRole = useChangeMemberRole(groupId);
  const removeMember = useRemoveGroupMember(groupId);
  const [isRemoveOpen, setRemoveOpen] = useState(false);
  const actions = memberActions(viewer, { userId: member.id, role: member.role }, hasOtherAdmin);
  if (!hasMemberActions(actions)) return null;
  const isSelf = member.id === viewer.userId;

  async function giveRole(role: GroupRole) {
    try {
      await changeRole.mutateAsync({ userId: member.id, role });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, 'Failed to change role') });
      return;
    }
    const whose = isSelf ? 'Your' : `${member.name}'s`;
    showToast({ kind: 'success', message: `${whose} role has been changed to ${role}` });
  }

  async function remove() {
    try {
      await removeMember.mutateAsync(member.id);
      showToast({ kind: 'success', message: `${member.name} has been removed from the group` });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, 'Failed to remove member') });
    } finally {
      setRemoveOpen(false);
    }
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={isSelf ? 'Manage your role' : `Manage ${member.name}`}
            loading={changeRole.isPending || removeMember.isPending}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.canStepDown ? (
            <Menu.Item
              leftSection={<IconArrowDown size={16} aria-hidden />}
              onClick={() => giveRole('moderator')}
            >
              Step down to Moderator
            </Menu.Item>
          ) : null}
          {actions.roles.length > 0 ? <Menu.Label>Change role</Menu.Label> : null}
          {actions.roles.map((role) => (
            <Menu.Item
              key={role}
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              onClick={() => giveRole(role)}
            >
              Make {groupRoleLabel(role)}
            </Menu.Item>
          ))}
          {actions.canRemove ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red.9"
                leftSection={<IconUserMinus size={16} aria-hidden />}
                onClick={() => setRemoveOpen(true)}
              >
                Remove from group
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={isRemoveOpen}
        title="Remove member"
        message={`Remove ${member.name} from the group?`}
        confirmLabel="Remove"
        isConfirming={removeMember.isPending}
        onConfirm={remove}
        onClose={() => setRemoveOpen(false)}
      />
    </>
  );
}
