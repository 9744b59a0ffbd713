import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// The lists of Settings where each row is one thing of the person's with an action on it (their access tokens,
// check-in links, the people they blocked): one layout, so the sections read alike and wrap alike at 390 px.

/** The list, named for screen readers by `label`. */
export function SettingsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row: its name (wrapping anywhere, as names and titles can be long), a dimmed line, and its action. */
export function SettingsListRow({
  leading,
  title,
  detail,
  action,
}: {
  /** shown before the name: a picture of the person, say */
  leading?: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  action: ReactNode;
}) {
  const text = (
    <Stack gap={2} miw={0}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {leading ? (
          <Group gap="sm" miw={0} wrap="nowrap">
            {leading}
            {text}
          </Group>
        ) : (
          text
        )}
        {action}
      </Group>
    </Paper>
  );
}
