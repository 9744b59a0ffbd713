import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InstanceOverview } from '#shared/instance/instance.types';
import { formatNumber } from '#client/i18n/formats';

function Count({ label, value }: { label: ReactNode; value: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Text size="sm">{label}</Text>
      <Text fz={{ base: 22, sm: 28 }} fw={700} data-testid="instance-count">
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** People, active today and check-ins today (the server's UTC day: decision 087). */
export function InstanceCounts({ counts }: { counts: InstanceOverview['counts'] }) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Count label={<Trans>People</Trans>} value={counts.people} />
      <Count label={<Trans>Active today</Trans>} value={counts.activeToday} />
      <Count label={<Trans>Check-ins today</Trans>} value={counts.checkInsToday} />
    </SimpleGrid>
  );
}
