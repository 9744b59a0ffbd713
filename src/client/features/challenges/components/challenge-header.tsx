import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { ShareChallengePopover } from './share-challenge-popover';

/** Title, description, and the detail page's actions (spec §2 "Challenge detail"). */
export function ChallengeHeader({ challenge }: { challenge: ChallengeDetail }) {
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Button
          component={Link}
          to="/challenges"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          px={0}
          w="fit-content"
        >
          Back to Challenges
        </Button>
        <Button component={Link} to="/dashboard" variant="subtle" px={0} w="fit-content">
          Back to Dashboard
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {challenge.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{challenge.description}</Text>
        </Stack>
        <Group gap="sm">
          <ShareChallengePopover challenge={challenge} label="Share Challenge" />
          {challenge.viewer.isOrganizer ? (
            <Button
              component={Link}
              to={`/challenge/${challenge.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit Challenge
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
