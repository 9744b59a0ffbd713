import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import classes from './today-panel.module.css';
import { TodayRow } from './today-row';

/**
 * The dashboard's first panel (issue 11, decision 024): one row per active challenge with today's state and a
 * one-tap check-in; once nothing is left to check in, it says so.
 */
export function TodayPanel({
  entries,
  renderGroupCheer,
}: {
  entries: TodayEntry[];
  /** the group line's cheer (product-rules.md#cheers), composed by the screen; `dayLabel` is 'today' or the day */
  renderGroupCheer?: (entry: TodayEntry, dayLabel: string) => ReactNode;
}) {
  const headingId = useId();
  const done = entries.filter((entry) => entry.checkIn).length;
  const isAllDone = entries.every((entry) => entry.checkIn || !entry.canCheckIn);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={headingId}>
            Today
          </Title>
          <Text size="sm" c="dimmed">{`${done} of ${entries.length} done`}</Text>
        </Group>
        {isAllDone ? (
          <Group gap="xs" wrap="nowrap" c="var(--mantine-color-teal-text)" role="status">
            <IconConfetti size={20} aria-hidden />
            <Text fw={600}>All done for today. See you tomorrow!</Text>
          </Group>
        ) : null}
        <ul className={classes.list}>
          {entries.map((entry) => (
            <TodayRow key={entry.challengeId} entry={entry} renderGroupCheer={renderGroupCheer} />
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
