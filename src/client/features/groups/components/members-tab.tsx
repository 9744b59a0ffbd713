import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { canModerate } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import { useGroupMembers } from '../api/list-group-members';
import { AddMembersDialog, type MemberPicker } from './add-members-dialog';
import { MemberRow } from './member-row';
import { TabQueryState } from './tab-query-state';

/**
 * The Members tab (product-rules.md#groups, #group-roles): everyone with their role and joined date; moderators and
 * admins add people found by search (`memberPicker`, composed by the route from the users feature) and manage those
 * below them.
 */
export function MembersTab({
  group,
  viewerId,
  memberPicker,
}: {
  group: GroupDetail;
  /** the signed-in person, to find their own row */
  viewerId: string;
  memberPicker: MemberPicker;
}) {
  const { t } = useLingui();
  const members = useGroupMembers(group.id);
  const [isAddOpen, addDialog] = useDisclosure(false);

  // someone joined, left or was added elsewhere: the group (refetched) counts differently from the list shown
  const listedCount = members.data?.length;
  const { refetch } = members;
  useEffect(() => {
    if (listedCount !== undefined && listedCount !== group.memberCount) void refetch();
  }, [group.memberCount, listedCount, refetch]);

  const listed = members.data?.length;
  const adminCount = members.data?.filter((member) => member.role === 'admin').length ?? 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {listed === undefined ? t`Members` : t`Members (${listed})`}
        </Title>
        {canModerate(group.viewerRole) ? (
          <Button
            variant="light"
            onClick={addDialog.open}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            <Trans>Add Members</Trans>
          </Button>
        ) : null}
      </Group>
      <TabQueryState
        query={members}
        loadingLabel={t`Loading members...`}
        failureMessage={t`Failed to load group members`}
      >
        {(listed) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {listed.map((member) => (
              <MemberRow
                key={member.id}
                groupId={group.id}
                member={member}
                viewer={{ userId: viewerId, role: group.viewerRole }}
                hasOtherAdmin={adminCount > 1}
              />
            ))}
          </Stack>
        )}
      </TabQueryState>
      <AddMembersDialog
        groupId={group.id}
        opened={isAddOpen}
        onClose={addDialog.close}
        memberPicker={memberPicker}
      />
    </Paper>
  );
}
