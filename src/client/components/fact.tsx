import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a summary card: an icon and a short fact (dates, participants, who invited). */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}
