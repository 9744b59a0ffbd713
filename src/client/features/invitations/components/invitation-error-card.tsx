import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';

/** Why an invitation cannot be shown or accepted (product-rules.md#invitations), with a way on. */
export function InvitationErrorCard({ message, detail }: { message: string; detail?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon variant="light" color="red" size={48} radius="xl" aria-hidden>
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Title order={1} fz="xl">
          <Trans>Invitation Error</Trans>
        </Title>
        <div role="alert">
          <Text>{message}</Text>
          {detail && (
            <Text c="dimmed" size="sm" mt={4}>
              {detail}
            </Text>
          )}
        </div>
        <Button component={Link} to={paths.dashboard()}>
          <Trans>Go to Dashboard</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
