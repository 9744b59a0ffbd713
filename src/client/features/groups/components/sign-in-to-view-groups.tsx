import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';

/** /groups for a visitor who is not signed in (product-rules.md#groups): the spec's line and a way to sign in. */
export function SignInToViewGroups() {
  return (
    <Container component="main" size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md">
          <IconUsersGroup size={40} stroke={1.5} aria-hidden />
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <Trans>Groups</Trans>
          </Title>
          <Text ta="center">
            <Trans>Please sign in to view groups.</Trans>
          </Text>
          <Button component={Link} to={paths.auth('signin')}>
            <Trans>Sign In</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
