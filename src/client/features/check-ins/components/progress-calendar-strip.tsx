import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClockExclamation, IconFlag, IconMinus, IconX, IconZzz } from '@tabler/icons-react';
import type { ProgressDay, ProgressDayState } from '#shared/check-ins/progress-calendar';
import { formatWeekdayDay, formatWeekdayTwoLetters } from '#client/i18n/formats';
import classes from './progress-calendar-strip.module.css';

const stateText: Record<ProgressDayState, MessageDescriptor> = {
  met: msg`Met`,
  missed: msg`Missed`,
  rest: msg`Rest day`,
  'no-check-in': msg`No check-in`,
  future: msg`Still to come`,
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

/** A day's label: the day, its state and the words for its marks, what the icons show. */
function dayLabel(i18n: I18n, day: ProgressDay, marks: DayMarks[string] | undefined): string {
  const date = formatWeekdayDay(day.date);
  const state = i18n._(stateText[day.state]);
  if (marks?.isLoggedLate && marks.isFlagged)
    return i18n._(msg`${date}: ${state}, logged late, flagged by the organizer`);
  if (marks?.isLoggedLate) return i18n._(msg`${date}: ${state}, logged late`);
  if (marks?.isFlagged) return i18n._(msg`${date}: ${state}, flagged by the organizer`);
  return i18n._(msg`${date}: ${state}`);
}

/**
 * The challenge's days in a row (wrapping on narrow screens), each marked met, missed, rest day, no check-in or to
 * come, and whether its check-in was logged late or flagged by the organizer.
 */
export function ProgressCalendarStrip({ days, marks = {} }: { days: ProgressDay[]; marks?: DayMarks }) {
  const { t, i18n } = useLingui();
  const shownMarks = Object.values(marks);
  const anyLate = shownMarks.some((mark) => mark.isLoggedLate);
  const anyFlagged = shownMarks.some((mark) => mark.isFlagged);
  return (
    <Stack gap="sm">
      <ol className={classes.strip} aria-label={t`Your days in this challenge`}>
        {days.map((day) => {
          const Icon = stateIcon[day.state];
          const dayMarks = marks[day.date];
          const label = dayLabel(i18n, day, dayMarks);
          return (
            <Tooltip key={day.date} label={label} withArrow>
              <li className={classes.day} data-state={day.state} aria-label={label} tabIndex={0}>
                <span className={classes.weekday} aria-hidden>
                  {formatWeekdayTwoLetters(day.date)}
                </span>
                <span className={classes.date} aria-hidden>
                  {Number(day.date.slice(8, 10))}
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
            <Text size="xs">{i18n._(stateText[state])}</Text>
          </Group>
        ))}
        {anyLate ? (
          <Group gap={6}>
            <IconClockExclamation size={14} />
            <Text size="xs">
              <Trans>Logged late</Trans>
            </Text>
          </Group>
        ) : null}
        {anyFlagged ? (
          <Group gap={6}>
            <IconFlag size={14} />
            <Text size="xs">
              <Trans>Flagged by the organizer</Trans>
            </Text>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
