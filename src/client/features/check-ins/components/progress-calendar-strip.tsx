import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconMinus, IconX, IconZzz } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ProgressDay, ProgressDayState } from '#shared/check-ins/progress-calendar';
import classes from './progress-calendar-strip.module.css';

const stateText: Record<ProgressDayState, string> = {
  met: 'Met',
  missed: 'Missed',
  rest: 'Rest day',
  'no-check-in': 'No check-in',
  future: 'Still to come',
};

const stateIcon: Record<ProgressDayState, typeof IconCheck | null> = {
  met: IconCheck,
  missed: IconX,
  rest: IconZzz,
  'no-check-in': IconMinus,
  future: null,
};

/** The challenge's days in a row (wrapping on narrow screens), each marked met, missed, rest day, no check-in or to come. */
export function ProgressCalendarStrip({ days }: { days: ProgressDay[] }) {
  return (
    <Stack gap="sm">
      <ol className={classes.strip} aria-label="Your days in this challenge">
        {days.map((day) => {
          const Icon = stateIcon[day.state];
          const label = `${dayjs(day.date).format('ddd, MMM D')}: ${stateText[day.state]}`;
          return (
            <Tooltip key={day.date} label={label} withArrow>
              <li className={classes.day} data-state={day.state} aria-label={label} tabIndex={0}>
                <span className={classes.weekday} aria-hidden>
                  {dayjs(day.date).format('dd')}
                </span>
                <span className={classes.date} aria-hidden>
                  {dayjs(day.date).format('D')}
                </span>
                <span className={classes.mark} aria-hidden>
                  {Icon ? <Icon size={14} stroke={3} /> : null}
                </span>
              </li>
            </Tooltip>
          );
        })}
      </ol>
      <Group gap="md" aria-hidden>
        {(Object.keys(stateText) as ProgressDayState[]).map((state) => (
          <Group key={state} gap={6}>
            <span className={classes.swatch} data-state={state} />
            <Text size="xs">{stateText[state]}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
