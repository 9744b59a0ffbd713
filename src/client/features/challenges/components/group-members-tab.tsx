import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { GroupMemberCandidate } from '#shared/groups/groups.types';
import { UserAvatar } from '#client/components/user-avatar';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useAddGroupMember } from '../api/add-group-member';
import { useChallengeGroupMembers } from '../api/get-challenge-group-members';

/**
 * The invite panel's Group tab (product-rules.md#group-challenges, the organizer of a group-linked challenge): the
 * group's members, with Add for those not yet in. Adding notifies the member ('Added to Challenge'), on the server.
 */
export function GroupMembersTab({ challengeId }: { challengeId: string }) {
  const groupMembers = useChallengeGroupMembers(challengeId);
  const addMember = useAddGroupMember(challengeId);

  useEffect(() => {
    if (groupMembers.isError) showToast({ kind: 'error', message: 'Failed to load group members' });
  }, [groupMembers.isError]);

  async function add(member: GroupMemberCandidate) {
    try {
      await addMember.mutateAsync(member.id);
      showToast({ kind: 'success', message: `${member.name} added to the challenge` });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, 'Failed to add member to challenge') });
    }
  }

  if (groupMembers.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Loading group members" />
      </Group>
    );
  }
  if (groupMembers.isError) return <Text c="dimmed">Failed to load group members</Text>;

  const { group, members } = groupMembers.data;
  const addingId = addMember.isPending ? addMember.variables : null;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Add members of {group.name} to this challenge.
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => (
          <Group key={member.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar name={member.name} image={member.avatar} />
              <Text fw={500} lineClamp={1}>
                {member.name}
              </Text>
            </Group>
            {member.isParticipant ? (
              <Badge variant="light" color="blue" size="sm" style={{ flexShrink: 0 }}>
                Participant
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserPlus size={14} aria-hidden />}
                aria-label={`Add ${member.name}`}
                loading={addingId === member.id}
                disabled={addingId !== null && addingId !== member.id}
                onClick={() => add(member)}
                style={{ flexShrink: 0 }}
              >
                Add
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
