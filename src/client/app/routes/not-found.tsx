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
        <Title order={1}>Page not found</Title>
        <Text>The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          Go to home page
        </Button>
      </Stack>
    </Container>
  );
}
