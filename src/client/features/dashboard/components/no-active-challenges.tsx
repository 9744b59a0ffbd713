import { Button, EmptyState, Paper } from '@mantine/core';
import { IconCompass, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';
import { CreateChallengeButton } from './create-challenge-button';

/** The dashboard without an active challenge (product-rules.md#dashboard): an invitation to create or browse one. */
export function NoActiveChallenges() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" size="lg" py="lg">
        <EmptyState.Indicator>
          <IconTrophy aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>No Active Challenges</EmptyState.Title>
        <EmptyState.Description>
          Create or join a challenge to start your 14-day journey.
        </EmptyState.Description>
        <EmptyState.Actions>
          <CreateChallengeButton />
          <Button
            component={Link}
            to={paths.challenges()}
            variant="default"
            leftSection={<IconCompass size={18} aria-hidden />}
          >
            Browse Challenges
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
