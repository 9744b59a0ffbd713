import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { UserAvatar } from '#client/components/user-avatar';
import { useRecentCheckIns } from '../api/get-recent-check-ins';

/**
 * The challenge page's Recent Check-ins: everyone's newest check-ins, for its participants (product-rules.md#cheers).
 * `renderCheer` draws each one's cheers, composed by the screen.
 */
export function RecentCheckInsPanel({
  challengeId,
  renderCheer,
}: {
  challengeId: string;
  renderCheer?: (checkIn: RecentCheckIn) => ReactNode;
}) {
  const recent = useRecentCheckIns(challengeId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Recent Check-ins
        </Title>
        {recent.isPending ? (
          <Text c="dimmed">Loading recent check-ins...</Text>
        ) : recent.isError ? (
          <Text c="dimmed">Failed to load check-ins. Please try again.</Text>
        ) : recent.data.length === 0 ? (
          <Text c="dimmed">No check-ins yet for this challenge.</Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {recent.data.map((checkIn) => (
              <Group key={checkIn.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar name={checkIn.person.name} image={checkIn.person.avatar} size={36} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} truncate="end">
                      {checkIn.person.name}
                    </Text>
                    <Badge variant="filled" color={checkIn.met ? 'teal.9' : 'gray'} style={{ flexShrink: 0 }}>
                      {checkIn.met ? 'Met' : 'Missed'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dayjs(checkIn.date).format('MMM D, YYYY')}
                    {checkIn.stepCount !== null && ` • ${checkIn.stepCount.toLocaleString('en-US')} steps`}
                  </Text>
                  {renderCheer?.(checkIn)}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
