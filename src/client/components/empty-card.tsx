import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's empty (or failed) state: its text, centred, and what the person can do about it. */
export function EmptyCard({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="md">
        <Text ta="center" c="dimmed">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
