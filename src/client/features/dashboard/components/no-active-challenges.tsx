import { Trans } from '@lingui/react/macro';
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
        <EmptyState.Title order={2}>
          <Trans>No Active Challenges</Trans>
        </EmptyState.Title>
        <EmptyState.Description>
          <Trans>Create or join a challenge to start your 14-day journey.</Trans>
        </EmptyState.Description>
        <EmptyState.Actions>
          <CreateChallengeButton />
          <Button
            component={Link}
            to={paths.challenges()}
            variant="default"
            leftSection={<IconCompass size={18} aria-hidden />}
          >
            <Trans>Browse Challenges</Trans>
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
