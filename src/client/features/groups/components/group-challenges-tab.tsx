import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canModerate } from '#shared/domain/group-roles';
import type { GroupChallenge, GroupDetail } from '#shared/groups/groups.types';
import { useGroupChallenges } from '../api/list-group-challenges';
import { paths } from '#client/lib/paths';
import { TabQueryState } from './tab-query-state';

interface GroupChallengesTabProps {
  group: GroupDetail;
  /** the challenge cards, drawn by the route with the challenges feature */
  renderChallenges: (challenges: GroupChallenge[]) => ReactNode;
}

/**
 * The Challenges tab (product-rules.md#group-challenges): linked challenges; admins and moderators create new ones
 * for the group.
 */
export function GroupChallengesTab({ group, renderChallenges }: GroupChallengesTabProps) {
  const challenges = useGroupChallenges(group.id);
  const createPath = paths.createChallenge(group.id);
  const canAdd = canModerate(group.viewerRole);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          Challenges
        </Title>
        {canAdd ? (
          <Button
            component={Link}
            to={createPath}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add Challenge
          </Button>
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
                  <Button component={Link} to={createPath} leftSection={<IconPlus size={18} aria-hidden />}>
                    Create First Challenge
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          ) : (
            renderChallenges(linked)
          )
        }
      </TabQueryState>
    </Stack>
  );
}
