import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoundLinks as Round } from '#shared/challenge-rounds/challenge-rounds.types';
import { paths } from '#client/lib/paths';
import { roundTitle } from '../utils/day-outcome';

/**
 * Where a round sits in its series (product-rules.md#results-and-rounds): "Round 2 of Morning Walk Sprint" with the
 * rounds before and after it. Nothing for a challenge that was never run again.
 */
export function RoundLinks({ title, round }: { title: string; round: Round }) {
  const { t, i18n } = useLingui();
  if (round.number === 1 && !round.next) return null;
  const roundNumber = round.number;
  const previousNumber = round.number - 1;
  const nextNumber = round.number + 1;
  return (
    <Group component="nav" aria-label={t`Rounds`} gap="xs" wrap="wrap">
      <Badge variant="light" color="indigo" size="lg">
        <Trans>Round {roundNumber}</Trans>
      </Badge>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {roundTitle(i18n, round.number, title)}
      </Text>
      {round.previous ? (
        <Button
          component={Link}
          to={paths.challenge(round.previous.id)}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          <Trans>Previous round: Round {previousNumber}</Trans>
        </Button>
      ) : null}
      {round.next ? (
        <Button
          component={Link}
          to={paths.challenge(round.next.id)}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          <Trans>Next round: Round {nextNumber}</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
