import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { hasMemberActions, memberActions } from '../utils/member-actions';

interface MemberMenuProps {
  groupId: string;
  member: GroupMember;
  viewer: { userId: string; role: GroupRole | null };
  hasOtherAdmin: boolean;
}

/** Change a member's role or remove them; on an admin's own row, step down (product-rules.md#group-roles). */
export function MemberMenu({ groupId, member, viewer, hasOtherAdmin }: MemberMenuProps) {
  const { t } = useLingui();
  const changeRole = useChangeMemberRole(groupId);
  const removeMember = useRemoveGroupMember(groupId);
  const [isRemoveOpen, setRemoveOpen] = useState(false);
  const actions = memberActions(viewer, { userId: member.id, role: member.role }, hasOtherAdmin);
  if (!hasMemberActions(actions)) return null;
  const isSelf = member.id === viewer.userId;
  const name = member.name;

  async function giveRole(role: GroupRole) {
    try {
      await changeRole.mutateAsync({ userId: member.id, role });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to change role`) });
      return;
    }
    // the role as the server names it, in lower case: 'moderator'
    const message = isSelf
      ? t`Your role has been changed to ${select(role, { admin: 'admin', moderator: 'moderator', other: 'member' })}`
      : t`${name}'s role has been changed to ${select(role, { admin: 'admin', moderator: 'moderator', other: 'member' })}`;
    showToast({ kind: 'success', message });
  }

  async function remove() {
    try {
      await removeMember.mutateAsync(member.id);
      showToast({ kind: 'success', message: t`${name} has been removed from the group` });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to remove member`) });
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
            aria-label={isSelf ? t`Manage your role` : t`Manage ${name}`}
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
              <Trans>Step down to Moderator</Trans>
            </Menu.Item>
          ) : null}
          {actions.roles.length > 0 ? (
            <Menu.Label>
              <Trans>Change role</Trans>
            </Menu.Label>
          ) : null}
          {actions.roles.map((role) => (
            <Menu.Item
              key={role}
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              onClick={() => giveRole(role)}
            >
              {t`Make ${select(role, { admin: 'Admin', moderator: 'Moderator', other: 'Member' })}`}
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
                <Trans>Remove from group</Trans>
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={isRemoveOpen}
        title={t`Remove member`}
        message={t`Remove ${name} from the group?`}
        confirmLabel={t`Remove`}
        isConfirming={removeMember.isPending}
        onConfirm={remove}
        onClose={() => setRemoveOpen(false)}
      />
    </>
  );
}
