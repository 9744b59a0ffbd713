import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconPercentage, IconTrophy, type Icon } from '@tabler/icons-react';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { formatNumber, formatPercent } from '#client/i18n/formats';

/** product-rules.md#profile: total, active and completed challenges and the overall success rate. */
export function ProfileStatistics({ stats }: { stats: ProfileStats }) {
  const { t } = useLingui();
  const figures: { label: string; value: string; icon: Icon; color: string }[] = [
    { label: t`Total Challenges`, value: formatNumber(stats.totalChallenges), icon: IconFlag, color: 'blue' },
    {
      label: t`Active Challenges`,
      value: formatNumber(stats.activeChallenges),
      icon: IconTrophy,
      color: 'teal',
    },
    {
      label: t`Completed Challenges`,
      value: formatNumber(stats.completedChallenges),
      icon: IconCircleCheck,
      color: 'violet',
    },
    {
      label: t`Success Rate`,
      value: formatPercent(stats.successRate),
      icon: IconPercentage,
      color: 'orange',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {figures.map(({ label, value, icon: FigureIcon, color }) => (
        <Card key={label} withBorder radius="lg" padding="md">
          <ThemeIcon variant="light" color={color} size="lg" radius="md" mb="sm" aria-hidden>
            <FigureIcon size={20} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
