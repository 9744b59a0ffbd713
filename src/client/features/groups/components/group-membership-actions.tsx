import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit, IconShare, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { canLeaveGroup } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { showToast } from '#client/lib/toast';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';
import { joinedGroupMessage, joinGroupFailureMessage, leaveFailureToast } from '../utils/group-messages';
import { InviteMembersDialog } from './invite-members-dialog';
import { paths } from '#client/lib/paths';

/**
 * Members: 'Invite Members' and 'Leave Group'; everyone else: 'Join Group' (product-rules.md#groups, #group-roles).
 */
export function GroupMembershipActions({ group }: { group: GroupDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const joinGroup = useJoinGroup();
  const leaveGroup = useLeaveGroup(group.id);
  const [isInviteOpen, inviteDialog] = useDisclosure(false);
  const [isLeaveOpen, leaveDialog] = useDisclosure(false);

  async function join() {
    try {
      await joinGroup.mutateAsync(group.id);
    } catch (error) {
      showToast({ kind: 'error', message: joinGroupFailureMessage(error, i18n) });
      return;
    }
    showToast({ kind: 'success', message: joinedGroupMessage(group.name, i18n) });
  }

  async function leave() {
    leaveDialog.close();
    try {
      await leaveGroup.mutateAsync();
    } catch (error) {
      showToast({ kind: 'error', ...leaveFailureToast(error, i18n) });
      return;
    }
    showToast({ kind: 'success', message: t`Left group successfully` });
    navigate(paths.groups());
  }

  const name = group.name;
  if (group.viewerRole === null) {
    return (
      <Group>
        <Button
          onClick={join}
          loading={joinGroup.isPending}
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          <Trans>Join Group</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <Button variant="light" onClick={inviteDialog.open} leftSection={<IconShare size={18} aria-hidden />}>
        <Trans>Invite Members</Trans>
      </Button>
      <Button
        variant="default"
        // an admin is not asked to confirm what the server refuses anyway: they get its 'Cannot Leave' at once
        onClick={canLeaveGroup(group.viewerRole) ? leaveDialog.open : leave}
        loading={leaveGroup.isPending}
        leftSection={<IconDoorExit size={18} aria-hidden />}
      >
        <Trans>Leave Group</Trans>
      </Button>
      <InviteMembersDialog
        groupId={group.id}
        groupName={group.name}
        opened={isInviteOpen}
        onClose={inviteDialog.close}
      />
      <ConfirmDialog
        opened={isLeaveOpen}
        title={t`Leave group`}
        message={
          group.privacy === 'private'
            ? t`Leave "${name}"? It is private: you will need its invite link to join again.`
            : t`Leave "${name}"?`
        }
        confirmLabel={t`Leave Group`}
        isConfirming={leaveGroup.isPending}
        onConfirm={leave}
        onClose={leaveDialog.close}
      />
    </Group>
  );
}
