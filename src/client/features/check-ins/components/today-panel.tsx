import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconConfetti, IconHeart } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { useTodayAnswers } from '../hooks/use-today-answers';
import type { TodayState } from '../utils/today-state';
import classes from './today-panel.module.css';
import { TodayRow } from './today-row';

/**
 * The panel's closing words once nothing is left to check in (decision 061): celebrated only when a goal was met;
 * kind words for a missed day; a rest day is simply rest.
 */
function closingWords(states: TodayState[]): { isCelebrated: boolean; text: MessageDescriptor } {
  if (states.includes('met')) return { isCelebrated: true, text: msg`All done for today. See you tomorrow!` };
  if (states.includes('missed'))
    return {
      isCelebrated: false,
      text: msg`Checked in for today. A missed day happens — tomorrow is a fresh start.`,
    };
  return { isCelebrated: false, text: msg`Resting today. See you tomorrow!` };
}

/**
 * The dashboard's first panel (issue 11, decision 024): one row per active challenge with today's state and a
 * one-tap check-in; once nothing is left to check in, it says so — celebrated only when something was met, kind
 * words when the day was missed. Its count reads the rows' own states (use-today-answers.ts): answers on their way to
 * the server and check-ins kept on this device included.
 */
export function TodayPanel({
  entries,
  renderGroupCheer,
  more,
  ready,
}: {
  entries: TodayEntry[];
  /** the challenge a reminder opened the panel for (issue 28): its row is brought into view, its field too for 'log' */
  ready?: { challengeId: string; log: boolean };
  /** under the rows, when the panel shows only some of the person's active challenges (decision 066) */
  more?: ReactNode;
  /** the group line's cheer (product-rules.md#cheers), composed by the screen; `dayLabel` is 'today' or the day */
  renderGroupCheer?: (entry: TodayEntry, dayLabel: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const todayAnswerOf = useTodayAnswers();
  const states = entries.map((entry) => todayAnswerOf(entry).state);
  const done = states.filter((state) => state !== 'not-yet').length;
  const isAllDone = entries.every((entry, index) => states[index] !== 'not-yet' || !entry.canCheckIn);
  const closing = closingWords(states);
  const total = entries.length;
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
            <Trans>Today</Trans>
          </Title>
          <Text size="sm" c="dimmed">{t`${done} of ${total} done`}</Text>
        </Group>
        {isAllDone ? (
          <Group
            gap="xs"
            wrap="nowrap"
            c={closing.isCelebrated ? 'var(--mantine-color-teal-text)' : undefined}
            role="status"
          >
            {closing.isCelebrated ? (
              <IconConfetti size={20} aria-hidden />
            ) : (
              <IconHeart size={20} aria-hidden />
            )}
            <Text fw={600}>{i18n._(closing.text)}</Text>
          </Group>
        ) : null}
        <ul className={classes.list}>
          {entries.map((entry) => (
            <TodayRow
              key={entry.challengeId}
              entry={entry}
              renderGroupCheer={renderGroupCheer}
              readyAs={ready?.challengeId === entry.challengeId ? (ready.log ? 'log' : 'row') : undefined}
            />
          ))}
        </ul>
        {more}
      </Stack>
    </Paper>
  );
}
