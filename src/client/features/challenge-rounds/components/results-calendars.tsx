import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ChallengeResults, DayOutcome } from '#shared/challenge-rounds/challenge-rounds.types';
import { amountText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { formatNumber, formatShortDay } from '#client/i18n/formats';
import { dayOutcomeLook } from '../utils/day-outcome';
import classes from './results-calendars.module.css';

/**
 * Everyone's days side by side (product-rules.md#results-and-rounds): a table whose rows are people and whose
 * columns are the challenge's days, each cell saying met, missed or no check-in in words as well as a symbol and a
 * colour. On a phone it scrolls sideways with the names kept in view.
 */
export function ResultsCalendars({ results }: { results: ChallengeResults }) {
  const { t, i18n } = useLingui();
  const amountGoal = results.dailyGoal.kind === 'amount' ? results.dailyGoal : null;
  return (
    <Box>
      <Box
        role="region"
        aria-label={t`Everyone's calendar`}
        tabIndex={0}
        style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}
      >
        <Table
          withRowBorders={false}
          verticalSpacing={4}
          horizontalSpacing={4}
          style={{ minWidth: 'max-content' }}
        >
          <Table.Caption>
            <VisuallyHidden>
              <Trans>Every day of the challenge, per participant</Trans>
            </VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.name}>
                <Trans>Participant</Trans>
              </Table.Th>
              {results.days.map((date, index) => {
                const dayNumber = index + 1;
                return (
                  <Table.Th key={date} scope="col" ta="center" miw={32}>
                    <Trans>
                      <VisuallyHidden>Day </VisuallyHidden>
                      {dayNumber}
                    </Trans>
                    <Text component="span" display="block" size="10px" c="dimmed" fw={400}>
                      {formatShortDay(date)}
                    </Text>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.entries.map((entry) => {
              const name = entry.person.name;
              return (
                <Table.Tr key={entry.person.id}>
                  <Table.Th scope="row" className={classes.name}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {entry.person.id === results.viewer.userId ? t`${name} (You)` : name}
                    </Text>
                  </Table.Th>
                  {entry.days.map((outcome, index) => (
                    <DayCell
                      key={results.days[index]}
                      outcome={outcome}
                      amount={amountGoal ? { goal: amountGoal, value: entry.amounts[index] ?? null } : null}
                    />
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Group component="ul" aria-label={t`Legend`} gap="md" mt="xs" p={0} style={{ listStyle: 'none' }}>
        {(Object.keys(dayOutcomeLook) as DayOutcome[]).map((outcome) => (
          <Group component="li" key={outcome} gap={6}>
            <Symbol outcome={outcome} />
            <Text size="sm">{i18n._(dayOutcomeLook[outcome].label)}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}

/** A day: its outcome, and under it the day's amount of an amount goal (decision 082). */
function DayCell({
  outcome,
  amount,
}: {
  outcome: DayOutcome;
  amount: { goal: AmountGoal; value: number | null } | null;
}) {
  const { i18n } = useLingui();
  const value = amount?.value ?? null;
  return (
    <Table.Td ta="center">
      <Symbol outcome={outcome} />
      <VisuallyHidden>{i18n._(dayOutcomeLook[outcome].label)}</VisuallyHidden>
      {amount && value !== null ? (
        <Text component="span" display="block" size="10px" fw={600}>
          <span aria-hidden>{formatNumber(value)}</span>
          <VisuallyHidden>{amountText(i18n, value, amount.goal)}</VisuallyHidden>
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** The symbol on its colour; hidden from screen readers, who read the word beside it. */
function Symbol({ outcome }: { outcome: DayOutcome }) {
  const look = dayOutcomeLook[outcome];
  return (
    <Box
      component="span"
      aria-hidden
      display="inline-flex"
      w={26}
      h={26}
      style={{
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 6,
        fontWeight: 700,
        background: `var(--mantine-color-${look.color}-light)`,
        color: `var(--mantine-color-${look.color}-light-color)`,
      }}
    >
      {look.symbol}
    </Box>
  );
}
