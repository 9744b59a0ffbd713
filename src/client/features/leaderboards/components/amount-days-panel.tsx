import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useAmountDays } from '../api/get-amount-days';
import { useLeaderboard } from '../api/get-leaderboard';
import { chartDays, chartSummary, chartSummaryText } from '../utils/amount-chart';
import { AmountChart } from './amount-chart';
import classes from './amount-chart.module.css';
import { PersonCell } from './person-cell';

/**
 * 'Day by day' under an amount goal's board (issue 27): each participant of this challenge with their 14 days as a
 * small chart against the target, all from one request, in the order of the board above (its answer is already on
 * the page; anyone it does not show follows, in the order they joined). Nothing is shown when it cannot be read: the
 * board above says why. The viewer is not marked '(You)' here: the board above marks them, once on the page.
 */
export function AmountDaysPanel({ challengeId }: { challengeId: string }) {
  const { i18n } = useLingui();
  const amountDays = useAmountDays(challengeId);
  const board = useLeaderboard(challengeId);
  const headingId = useId();
  if (amountDays.isError) return null;
  if (amountDays.isPending)
    return (
      <Text c="dimmed">
        <Trans>Loading...</Trans>
      </Text>
    );
  const { goal, today } = amountDays.data;
  if (!goal || amountDays.data.people.length === 0) return null;
  const ranked = (board.data?.entries ?? []).map((entry) => entry.userId);
  const rankOf = (userId: string) => (ranked.includes(userId) ? ranked.indexOf(userId) : ranked.length);
  // a stable sort: those the board does not show keep the order they joined in
  const people = [...amountDays.data.people].sort((a, b) => rankOf(a.userId) - rankOf(b.userId));

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          <Trans>Day by day</Trans>
        </Title>
        <ChartLegend />
        <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {people.map((person) => {
            const days = chartDays(person.days, today);
            const summary = chartSummaryText(i18n, chartSummary(days, today, person.countedFrom), goal);
            return (
              <Stack key={person.userId} gap={6} component="li">
                <PersonCell name={person.name} avatar={person.avatar} isViewer={false} />
                <Text size="sm" c="dimmed" aria-hidden>
                  {summary}
                </Text>
                <AmountChart
                  days={days}
                  goal={goal}
                  today={today}
                  countedFrom={person.countedFrom}
                  summary={summary}
                />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** What the marks mean, for those who see them (the charts' tables say it all in words). */
function ChartLegend() {
  const swatch = (state: string) => (
    <svg width={12} height={12} aria-hidden>
      <rect
        className={classes.swatch}
        data-state={state}
        width={12}
        height={state === 'today' ? 4 : 12}
        y={state === 'today' ? 8 : 0}
        rx={2}
      />
    </svg>
  );
  return (
    <ul className={classes.legend} aria-hidden>
      <li>
        <svg width={18} height={12} aria-hidden>
          <path className={classes.swatchLine} d="M0 6 H18" />
        </svg>
        <Trans>Daily target</Trans>
      </li>
      <li>
        {swatch('met')}
        <Trans>Met</Trans>
      </li>
      <li>
        {swatch('missed')}
        <Trans>Missed</Trans>
      </li>
      <li>
        <svg width={12} height={12} aria-hidden>
          <circle className={classes.swatch} data-state="rest" cx={6} cy={6} r={4} />
        </svg>
        <Trans>Rest day</Trans>
      </li>
      <li>
        {swatch('today')}
        <Trans>Today</Trans>
      </li>
    </ul>
  );
}
