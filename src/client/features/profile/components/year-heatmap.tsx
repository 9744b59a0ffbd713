import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { CheckInYear } from '#shared/profile-stats/profile-stats.types';
import type { DayState } from '#shared/domain/overall-streak';
import { streakDays, yearSummary, yearWeeks } from '../utils/year-grid';
import classes from './year-heatmap.module.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// as GitHub's: every other weekday named, the rows are too narrow for all seven
const NAMED_WEEKDAYS = new Set([1, 3, 5]);

const legend: { state: DayState; text: string }[] = [
  { state: 'met', text: 'Met' },
  { state: 'partial', text: 'Some met' },
  { state: 'missed', text: 'Missed' },
  { state: 'rest', text: 'Rest day' },
  { state: 'none', text: 'No check-in' },
];

/**
 * product-rules.md#your-year: the overall streak, the year in words, and every day of the last 53 weeks as a table
 * (weeks as columns, weekdays as rows) whose cells say what the day holds, so colour is never the only sign. On a
 * narrow screen the table scrolls, opened on the latest weeks.
 */
export function YearHeatmap({ year }: { year: CheckInYear }) {
  const weeks = useMemo(() => yearWeeks(year), [year]);
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [weeks]);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconFlame size={28} aria-hidden color="var(--mantine-color-orange-7)" />
          <div>
            <Text fw={700} fz="lg" data-testid="overall-streak">
              Overall streak: {streakDays(year.overallStreak)}
            </Text>
            <Text size="sm" c="dimmed">
              Days in a row with a met check-in in any challenge
            </Text>
          </div>
        </Group>
        <Text>{yearSummary(year.days)}</Text>
        <div
          ref={scroller}
          className={classes.scroller}
          role="region"
          aria-label="Check-ins by day"
          // a region that scrolls must be reachable by keyboard
          tabIndex={0}
        >
          <table className={classes.table}>
            <VisuallyHidden component="caption">
              Your check-ins by day, {dayjs(year.from).format('MMM D, YYYY')} to{' '}
              {dayjs(year.to).format('MMM D, YYYY')}: weeks as columns, weekdays as rows
            </VisuallyHidden>
            <thead>
              <tr>
                <td />
                {weeks.map((week) => (
                  <th key={week.start} scope="col" className={classes.month}>
                    {week.month && (
                      <span className={classes.monthText} aria-hidden>
                        {week.month}
                      </span>
                    )}
                    <VisuallyHidden>Week of {dayjs(week.start).format('MMM D, YYYY')}</VisuallyHidden>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((weekday, row) => (
                <tr key={weekday}>
                  <th scope="row" className={classes.weekday}>
                    {NAMED_WEEKDAYS.has(row) ? (
                      <>
                        <span aria-hidden>{weekday.slice(0, 3)}</span>
                        <VisuallyHidden>{weekday}</VisuallyHidden>
                      </>
                    ) : (
                      <VisuallyHidden>{weekday}</VisuallyHidden>
                    )}
                  </th>
                  {weeks.map((week) => {
                    const day = week.days[row];
                    return day ? (
                      <td key={week.start} className={classes.cell} data-state={day.state} title={day.label}>
                        <VisuallyHidden>{day.label}</VisuallyHidden>
                      </td>
                    ) : (
                      <td key={week.start} className={classes.cell} data-blank />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Group gap="md" aria-hidden>
          {legend.map(({ state, text }) => (
            <Group key={state} gap={6}>
              <span className={classes.swatch} data-state={state} />
              <Text size="xs">{text}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
