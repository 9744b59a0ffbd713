import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { CheckInMarks } from '#client/components/check-in-marks';
import { CheckInHeading } from '#client/components/check-in-heading';
import { UserAvatar } from '#client/components/user-avatar';
import { formatDay } from '#client/i18n/formats';
import { LoadingText } from '#client/components/loading-text';

/**
 * The last 3 check-ins in the person's challenges (product-rules.md#dashboard); undefined while loading. `renderCheer`
 * draws each one's cheers (product-rules.md#cheers), composed by the screen.
 */
export function RecentCheckInsCard({
  checkIns,
  renderCheer,
}: {
  checkIns: RecentCheckIn[] | undefined;
  renderCheer?: (checkIn: RecentCheckIn) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group gap="xs" wrap="nowrap" mb="sm">
        <IconChecklist size={22} color="var(--mantine-color-blue-8)" aria-hidden />
        <Title order={2} fz="lg">
          <Trans>Recent Check-ins</Trans>
        </Title>
      </Group>
      {!checkIns ? (
        <LoadingText label={t`Loading recent check-ins...`} />
      ) : checkIns.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          <Trans>No check-ins recorded yet</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {checkIns.map((checkIn) => (
            <RecentCheckInItem key={checkIn.id} checkIn={checkIn} cheer={renderCheer?.(checkIn)} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RecentCheckInItem({ checkIn, cheer }: { checkIn: RecentCheckIn; cheer?: ReactNode }) {
  const { t } = useLingui();
  const date = formatDay(checkIn.date);
  const { stepCount } = checkIn;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar name={checkIn.person.name} image={checkIn.person.avatar} size={36} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <CheckInHeading checkIn={checkIn} />
        <Text size="sm" c="dimmed" truncate="end">
          {checkIn.challengeTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {stepCount !== null
            ? t`${date} • ${plural(stepCount, { one: '# steps', other: '# steps' })}`
            : date}
        </Text>
        <CheckInMarks checkIn={checkIn} />
        {cheer ? <div style={{ marginTop: 6 }}>{cheer}</div> : null}
      </div>
    </Group>
  );
}
