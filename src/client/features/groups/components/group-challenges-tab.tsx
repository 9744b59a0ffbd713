import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLink, IconPlus, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canModerate } from '#shared/domain/group-roles';
import type { GroupChallenge, GroupDetail } from '#shared/groups/groups.types';
import { useGroupChallenges } from '../api/list-group-challenges';
import { paths } from '#client/lib/paths';
import { TabQueryState } from './tab-query-state';
import { AdoptChallengeDialog } from './adopt-challenge-dialog';

interface GroupChallengesTabProps {
  group: GroupDetail;
  /** the challenge cards, drawn by the route with the challenges feature */
  renderChallenges: (challenges: GroupChallenge[]) => ReactNode;
}

/**
 * The Challenges tab (product-rules.md#group-challenges): linked challenges; admins and moderators create new ones
 * for the group, or add one of their own (decision 062).
 */
export function GroupChallengesTab({ group, renderChallenges }: GroupChallengesTabProps) {
  const challenges = useGroupChallenges(group.id);
  const createPath = paths.createChallenge(group.id);
  const canAdd = canModerate(group.viewerRole);
  const [isAdoptOpen, adoptDialog] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          Challenges
        </Title>
        {canAdd ? (
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                rightSection={<IconChevronDown size={16} aria-hidden />}
              >
                Add Challenge
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
                Create a new challenge
              </Menu.Item>
              <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={adoptDialog.open}>
                Add one of yours
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <TabQueryState
        query={challenges}
        loadingLabel="Loading challenges..."
        failureMessage="Failed to load group challenges"
      >
        {(linked) =>
          linked.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="sm">
                <IconTrophy size={36} stroke={1.5} aria-hidden />
                <Text fw={600}>No challenges yet</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {canAdd
                    ? 'Start a challenge for the group: members can join it from here.'
                    : 'Challenges the group’s admins and moderators create will show here.'}
                </Text>
                {canAdd ? (
                  <Group justify="center" gap="sm">
                    <Button component={Link} to={createPath} leftSection={<IconPlus size={18} aria-hidden />}>
                      Create First Challenge
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconLink size={18} aria-hidden />}
                      onClick={adoptDialog.open}
                    >
                      Add one of yours
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ) : (
            renderChallenges(linked)
          )
        }
      </TabQueryState>
      {canAdd ? (
        <AdoptChallengeDialog
          groupId={group.id}
          groupName={group.name}
          opened={isAdoptOpen}
          onClose={adoptDialog.close}
        />
      ) : null}
    </Stack>
  );
}
