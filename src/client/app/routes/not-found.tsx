import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Any path the router does not know. */
export default function NotFoundPage() {
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} lh={1} c="blue" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          <Trans>Go to home page</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
