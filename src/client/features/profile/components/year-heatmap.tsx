import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import type { CheckInYear } from '#shared/profile-stats/profile-stats.types';
import type { DayState } from '#shared/domain/overall-streak';
import { firstDayOfWeek, formatDay, formatWeekdayName } from '#client/i18n/formats';
import { overallStreakText, weekdayDates, yearSummary, yearWeeks } from '../utils/year-grid';
import classes from './year-heatmap.module.css';

// as GitHub's: every other row's weekday named, the rows are too narrow for all seven
const NAMED_ROWS = new Set([1, 3, 5]);

const legend: { state: DayState; text: MessageDescriptor }[] = [
  { state: 'met', text: msg`Met` },
  { state: 'partial', text: msg`Some met` },
  { state: 'missed', text: msg`Missed` },
  { state: 'rest', text: msg`Rest day` },
  { state: 'none', text: msg`No check-in` },
];

/**
 * product-rules.md#your-year: the overall streak, the year in words, and every day of the last 53 weeks as a table
 * (weeks as columns, weekdays as rows from the shown language's first day of the week: Sunday in English) whose cells
 * say what the day holds, so colour is never the only sign. On a narrow screen the table scrolls, opened on the latest
 * weeks.
 */
export function YearHeatmap({ year }: { year: CheckInYear }) {
  const { t, i18n } = useLingui();
  const firstDay = firstDayOfWeek();
  // drawn again in each language (a few hundred cells; Intl's formatters are kept)
  const weeks = yearWeeks(year, firstDay, i18n);
  const weekdays = weekdayDates(firstDay);
  const from = formatDay(year.from);
  const to = formatDay(year.to);
  const scroller = useRef<HTMLDivElement>(null);
  // opened on the latest weeks whenever other weeks are drawn
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [year, firstDay]);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconFlame size={28} aria-hidden color="var(--mantine-color-orange-7)" />
          <div>
            <Text fw={700} fz="lg" data-testid="overall-streak">
              {overallStreakText(year.overallStreak, i18n)}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Days in a row with a met check-in in any challenge</Trans>
            </Text>
          </div>
        </Group>
        <Text>{yearSummary(year.days, i18n)}</Text>
        <div
          ref={scroller}
          className={classes.scroller}
          role="region"
          aria-label={t`Check-ins by day`}
          // a region that scrolls must be reachable by keyboard
          tabIndex={0}
        >
          <table className={classes.table}>
            <VisuallyHidden component="caption">
              <Trans>
                Your check-ins by day, {from} to {to}: weeks as columns, weekdays as rows
              </Trans>
            </VisuallyHidden>
            <thead>
              <tr>
                <td />
                {weeks.map((week) => {
                  const weekStart = formatDay(week.start);
                  return (
                    <th key={week.start} scope="col" className={classes.month}>
                      {week.month && (
                        <span className={classes.monthText} aria-hidden>
                          {week.month}
                        </span>
                      )}
                      <VisuallyHidden>{t`Week of ${weekStart}`}</VisuallyHidden>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {weekdays.map((weekday, row) => (
                <tr key={weekday}>
                  <th scope="row" className={classes.weekday}>
                    {NAMED_ROWS.has(row) && <span aria-hidden>{formatWeekdayName(weekday, 'short')}</span>}
                    <VisuallyHidden>{formatWeekdayName(weekday)}</VisuallyHidden>
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
              <Text size="xs">{i18n._(text)}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
