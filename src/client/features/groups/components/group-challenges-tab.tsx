import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const challenges = useGroupChallenges(group.id);
  const createPath = paths.createChallenge(group.id);
  const canAdd = canModerate(group.viewerRole);
  const [isAdoptOpen, adoptDialog] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          <Trans>Challenges</Trans>
        </Title>
        {canAdd ? (
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                rightSection={<IconChevronDown size={16} aria-hidden />}
              >
                <Trans>Add Challenge</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
                <Trans>Create a new challenge</Trans>
              </Menu.Item>
              <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={adoptDialog.open}>
                <Trans>Add one of yours</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <TabQueryState
        query={challenges}
        loadingLabel={t`Loading challenges...`}
        failureMessage={t`Failed to load group challenges`}
      >
        {(linked) =>
          linked.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="sm">
                <IconTrophy size={36} stroke={1.5} aria-hidden />
                <Text fw={600}>
                  <Trans>No challenges yet</Trans>
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {canAdd
                    ? t`Start a challenge for the group: members can join it from here.`
                    : t`Challenges the group’s admins and moderators create will show here.`}
                </Text>
                {canAdd ? (
                  <Group justify="center" gap="sm">
                    <Button component={Link} to={createPath} leftSection={<IconPlus size={18} aria-hidden />}>
                      <Trans>Create First Challenge</Trans>
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconLink size={18} aria-hidden />}
                      onClick={adoptDialog.open}
                    >
                      <Trans>Add one of yours</Trans>
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
