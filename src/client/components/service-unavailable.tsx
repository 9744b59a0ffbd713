import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

/**
 * Shown instead of a signed-in screen while the server cannot tell who is signed in (the server or its database
 * is out of reach): the person is not sent to the sign-in page by an outage, and the screen comes back by itself.
 */
export function ServiceUnavailable({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Container component="main" size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconCloudOff size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1}>HabitSprint is briefly unavailable</Title>
        <Text>
          We cannot reach HabitSprint right now. Nothing you saved is lost; this page comes back by itself as
          soon as we can.
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
