import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { amountAgainstTarget } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { AmountDay } from '#shared/leaderboards/amount-days.types';
import { formatWeekdayDay } from '#client/i18n/formats';
import { chartTop } from '../utils/amount-chart';
import classes from './amount-chart.module.css';

// the drawing's own units: a slot per day, the bars' height, and a strip under them for the today and rest marks
const SLOT = 20;
const BAR = 12;
const PLOT = 56;
const HEIGHT = PLOT + 8;

/**
 * One person's days as bars against the dashed target line (issue 27): a bar per day checked in (met or not, a
 * sliver for 0), a dot for a rest day, a grey tick for a day passed without a check-in (once the person's days count), today's bar outlined and
 * marked underneath. `summary` is its text alternative ('3 of 5 days on target, …'); the days themselves are a
 * visually hidden table, for screen readers.
 */
export function AmountChart({
  days,
  goal,
  today,
  countedFrom,
  summary,
}: {
  days: AmountDay[];
  goal: AmountGoal;
  today: CalendarDate;
  /** the first day the person's days count from: a late joiner's earlier days get no 'no check-in' tick */
  countedFrom: CalendarDate;
  summary: string;
}) {
  const { t, i18n } = useLingui();
  const top = chartTop(days);
  const yOf = (amount: number) => PLOT - (amount / top) * PLOT;
  const width = days.length * SLOT;
  // a day the person's phone sent says so (product-rules.md#synced-amounts)
  const measuredText = (day: AmountDay, amount: number) => {
    const measured = amountAgainstTarget(i18n, amount, { ...goal, target: day.target });
    return day.synced ? t`${measured} (synced)` : measured;
  };
  const targetPath = days
    .map((day, index) => `${index === 0 ? 'M0' : 'V'} ${yOf(day.target)} H${(index + 1) * SLOT}`)
    .join(' ');

  return (
    <>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        style={{ aspectRatio: `${width} / ${HEIGHT}` }}
        role="img"
        aria-label={summary}
        data-testid="amount-chart"
      >
        <title>{summary}</title>
        <line className={classes.baseline} x1={0} x2={width} y1={PLOT} y2={PLOT} />
        {days.map((day, index) => {
          const x = index * SLOT + (SLOT - BAR) / 2;
          const middle = index * SLOT + SLOT / 2;
          const isToday = day.date === today;
          return (
            <g key={day.date}>
              {day.amount !== null ? (
                <rect
                  className={classes.bar}
                  // an 'at least' day under its target today is on its way up: 'Not yet', as the Today row says
                  data-state={
                    day.met ? 'met' : isToday && goal.direction === 'at_least' ? 'not-yet' : 'missed'
                  }
                  data-today={isToday || undefined}
                  x={x}
                  width={BAR}
                  y={Math.min(yOf(day.amount), PLOT - 1.5)}
                  height={Math.max(PLOT - yOf(day.amount), 1.5)}
                  rx={2}
                />
              ) : day.rest ? (
                <circle className={classes.rest} cx={middle} cy={PLOT - 4} r={3} />
              ) : day.date < today && day.date >= countedFrom ? (
                <circle className={classes.none} cx={middle} cy={PLOT} r={1.5} />
              ) : null}
              {isToday ? (
                <rect className={classes.todayMark} x={x} width={BAR} y={PLOT + 3} height={3} />
              ) : null}
            </g>
          );
        })}
        <path className={classes.target} d={targetPath} data-testid="target-line" />
      </svg>
      {/* a table hidden itself would still widen the page to its columns: its box is hidden, not the table */}
      <VisuallyHidden>
        <table>
          <caption>{summary}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" aria-current={day.date === today ? 'date' : undefined}>
                  {formatWeekdayDay(day.date)}
                </th>
                <td>
                  {day.amount !== null
                    ? measuredText(day, day.amount)
                    : day.rest
                      ? t`Rest day`
                      : day.date < today
                        ? t`No check-in`
                        : t`Not yet`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
