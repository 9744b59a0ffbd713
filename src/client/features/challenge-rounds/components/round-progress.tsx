import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import { amountText } from '#shared/challenges/amount-texts';
import { statusLabels } from '#shared/domain/challenge-status';
import { paths } from '#client/lib/paths';
import { formatNumber } from '#client/i18n/formats';
import { rateText } from '../utils/day-outcome';
import { TableScroll } from '#client/components/table-scroll';

/**
 * Round over round (product-rules.md#results-and-rounds): the viewer's success rate and the group's in every round
 * of the series; for an amount goal, the viewer's daily average too, with its change from the round before (decision
 * 082). Shown once there is more than one round.
 */
export function RoundProgress({ results }: { results: ChallengeResults }) {
  const { t, i18n } = useLingui();
  if (results.progress.length < 2) return null;
  const goal =
    results.dailyGoal.kind === 'amount' && results.challengeType !== 'step_count' ? results.dailyGoal : null;
  const averageText = (average: number | null, before: number | null | undefined) => {
    if (!goal || average === null) return '–';
    const text = amountText(i18n, average, goal);
    if (before === null || before === undefined) return text;
    const change = Math.round((average - before) * 100) / 100;
    const signed = `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatNumber(Math.abs(change))}`;
    return t`${text} (${signed})`;
  };
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        <Trans>Round over round</Trans>
      </Title>
      <TableScroll minWidth={300}>
        <Table verticalSpacing="xs" aria-label={t`Success rate per round`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Round</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>You</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Group</Trans>
              </Table.Th>
              {goal ? (
                <Table.Th scope="col">
                  <Trans>Your daily average</Trans>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.progress.map((round, index) => {
              const isThis = round.challengeId === results.challengeId;
              const { roundNumber } = round;
              const status = i18n._(statusLabels[round.status]);
              const name =
                round.status === 'completed' ? t`Round ${roundNumber}` : t`Round ${roundNumber} (${status})`;
              return (
                <Table.Tr key={round.challengeId} aria-current={isThis ? 'true' : undefined}>
                  <Table.Th scope="row" fw={isThis ? 700 : 500}>
                    {isThis ? (
                      name
                    ) : (
                      <Anchor component={Link} to={paths.challenge(round.challengeId)}>
                        {name}
                      </Anchor>
                    )}
                  </Table.Th>
                  <Table.Td>{rateText(round.yourRate)}</Table.Td>
                  <Table.Td>{rateText(round.groupRate)}</Table.Td>
                  {goal ? (
                    <Table.Td>
                      {averageText(round.yourAmountAverage, results.progress[index - 1]?.yourAmountAverage)}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
