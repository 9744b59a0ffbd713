import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * What an outsider of a private group sees instead of its tabs (product-rules.md#groups); Join is in the header
 * above.
 */
export function PrivateGroupNotice() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-gray-light)">
      <Group gap="sm" wrap="nowrap">
        <IconLock size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={500}>
          <Trans>This is a private group. Join to see posts and members.</Trans>
        </Text>
      </Group>
    </Paper>
  );
}
