import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { GroupMemberCandidate } from '#shared/groups/groups.types';
import { UserAvatar } from '#client/components/user-avatar';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useAddGroupMember } from '../api/add-group-member';
import { useChallengeGroupMembers } from '../api/get-challenge-group-members';
import { LoadingText } from '#client/components/loading-text';

/**
 * The invite panel's Group tab (product-rules.md#group-challenges, the organizer of a group-linked challenge): the
 * group's members, with Add for those not yet in. Adding notifies the member ('Added to Challenge'), on the server.
 */
export function GroupMembersTab({ challengeId }: { challengeId: string }) {
  const { t } = useLingui();
  const groupMembers = useChallengeGroupMembers(challengeId);
  const addMember = useAddGroupMember(challengeId);

  useEffect(() => {
    if (groupMembers.isError) showToast({ kind: 'error', message: t`Failed to load group members` });
  }, [groupMembers.isError, t]);

  async function add(member: GroupMemberCandidate) {
    const name = member.name;
    try {
      await addMember.mutateAsync(member.id);
      showToast({ kind: 'success', message: t`${name} added to the challenge` });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to add member to challenge`) });
    }
  }

  if (groupMembers.isPending) {
    return (
      <Group justify="center" py="md">
        <LoadingText label={t`Loading group members`} py={0} />
      </Group>
    );
  }
  if (groupMembers.isError)
    return (
      <Text c="dimmed">
        <Trans>Failed to load group members</Trans>
      </Text>
    );

  const { group, members } = groupMembers.data;
  const addingId = addMember.isPending ? addMember.variables : null;
  const groupName = group.name;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Add members of {groupName} to this challenge.</Trans>
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => {
          const name = member.name;
          return (
            <Group key={member.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <UserAvatar name={member.name} image={member.avatar} />
                <Text fw={500} lineClamp={1}>
                  {member.name}
                </Text>
              </Group>
              {member.isParticipant ? (
                <Badge variant="light" color="blue" size="sm" style={{ flexShrink: 0 }}>
                  <Trans>Participant</Trans>
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUserPlus size={14} aria-hidden />}
                  aria-label={t`Add ${name}`}
                  loading={addingId === member.id}
                  disabled={addingId !== null && addingId !== member.id}
                  onClick={() => add(member)}
                  style={{ flexShrink: 0 }}
                >
                  <Trans>Add</Trans>
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
