import { Group, Text } from '@mantine/core';
import { IconMedal, IconMedal2, IconTrophy } from '@tabler/icons-react';

// product-rules.md#leaderboards: the top 3 carry a trophy or medals; rank colours 1 amber, 2 grey, 3 dark amber.
const podium = {
  1: { icon: IconTrophy, color: 'var(--mantine-color-yellow-6)' },
  2: { icon: IconMedal, color: 'var(--mantine-color-gray-6)' },
  3: { icon: IconMedal2, color: 'var(--mantine-color-orange-8)' },
} as const;

/** A rank number, with its trophy or medal for the first three. */
export function RankBadge({ position }: { position: number }) {
  const place = podium[position as keyof typeof podium];
  return (
    <Group gap={4} wrap="nowrap">
      {place ? <place.icon size={20} color={place.color} aria-hidden /> : null}
      <Text fw={700} size="sm">
        {position}
      </Text>
    </Group>
  );
}
