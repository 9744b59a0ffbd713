import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClockExclamation, IconFlag, IconMinus, IconX, IconZzz } from '@tabler/icons-react';
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

/** A day's check-in marks (decision 040), by date. */
export type DayMarks = Record<string, { isLoggedLate: boolean; isFlagged: boolean }>;

/** The words a day's marks add to its label: what the icons show. */
function marksText(marks: DayMarks[string] | undefined): string {
  if (!marks) return '';
  return `${marks.isLoggedLate ? ', logged late' : ''}${marks.isFlagged ? ', flagged by the organizer' : ''}`;
}

/**
 * The challenge's days in a row (wrapping on narrow screens), each marked met, missed, rest day, no check-in or to
 * come, and whether its check-in was logged late or flagged by the organizer.
 */
export function ProgressCalendarStrip({ days, marks = {} }: { days: ProgressDay[]; marks?: DayMarks }) {
  const shownMarks = Object.values(marks);
  const anyLate = shownMarks.some((mark) => mark.isLoggedLate);
  const anyFlagged = shownMarks.some((mark) => mark.isFlagged);
  return (
    <Stack gap="sm">
      <ol className={classes.strip} aria-label="Your days in this challenge">
        {days.map((day) => {
          const Icon = stateIcon[day.state];
          const dayMarks = marks[day.date];
          const label = `${dayjs(day.date).format('ddd, MMM D')}: ${stateText[day.state]}${marksText(dayMarks)}`;
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
                {dayMarks?.isLoggedLate || dayMarks?.isFlagged ? (
                  <span className={classes.extras} aria-hidden data-testid="day-marks">
                    {dayMarks.isLoggedLate ? <IconClockExclamation size={12} /> : null}
                    {dayMarks.isFlagged ? <IconFlag size={12} /> : null}
                  </span>
                ) : null}
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
        {anyLate ? (
          <Group gap={6}>
            <IconClockExclamation size={14} />
            <Text size="xs">Logged late</Text>
          </Group>
        ) : null}
        {anyFlagged ? (
          <Group gap={6}>
            <IconFlag size={14} />
            <Text size="xs">Flagged by the organizer</Text>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
