import { Button, Container, EmptyState, Group, Paper, Text, Title } from '@mantine/core';
import { IconCompass, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { displayName, firstName } from '../../../shared/domain/display-name';
import { useSession } from '../../features/session/hooks/use-session';

/** Home for signed-in people (spec §2 "Dashboard"). Challenge data arrives with the challenges feature. */
export default function DashboardPage() {
  const { user } = useSession();
  const greetingName = firstName(displayName(user ?? {}));

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md" mb="xl">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {`Welcome back, ${greetingName}!`}
          </Title>
          <Text mt={4}>Every check-in counts. Keep your streak going.</Text>
        </div>
        <Button component={Link} to="/create" leftSection={<IconPlus size={18} aria-hidden />}>
          Create Challenge
        </Button>
      </Group>

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
            <Button component={Link} to="/create" leftSection={<IconPlus size={18} aria-hidden />}>
              Create Challenge
            </Button>
            <Button
              component={Link}
              to="/challenges"
              variant="default"
              leftSection={<IconCompass size={18} aria-hidden />}
            >
              Browse Challenges
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Container>
  );
}
