import { Button, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

/**
 * In place of a section's loading text once its read failed without an answer and nothing was kept to show
 * (isReadOutOfReach, decision 065): one clear sentence and a retry, from the first failed attempt, instead of a
 * spinner through every retry and then a generic failure.
 */
export function ReadOutOfReach({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" role="status">
      <Text c="dimmed">
        <IconCloudOff size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
        {`Can't load the ${what}: HabitSprint is out of reach.`}
      </Text>
      <Button variant="default" h={44} leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
