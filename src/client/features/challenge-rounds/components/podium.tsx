import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { RANKING_RULES } from '#shared/leaderboards/ranking';
import { IconMedal, IconMedal2, IconTrophy } from '@tabler/icons-react';
import type { ChallengeResults, ResultsEntry } from '#shared/challenge-rounds/challenge-rounds.types';
import { UserAvatar } from '#client/components/user-avatar';
import { NO_PODIUM_TEXT, resultFigures } from '#shared/challenge-rounds/result-figures';

// product-rules.md#leaderboards: the top 3 carry a trophy and medals, amber, grey and dark amber.
const places = {
  1: { icon: IconTrophy, color: 'var(--mantine-color-yellow-6)', word: msg`1st place` },
  2: { icon: IconMedal, color: 'var(--mantine-color-gray-6)', word: msg`2nd place` },
  3: { icon: IconMedal2, color: 'var(--mantine-color-orange-8)', word: msg`3rd place` },
} as const;

/**
 * The final podium: the people placed 1 to 3, in the board's order, with what placed them (the tie-break's figure
 * too), a shared place said as such, and the board's rule under it (decision 061).
 */
export function Podium({ results }: { results: ChallengeResults }) {
  const { t, i18n } = useLingui();
  if (results.podium.length === 0) {
    return <Text c="dimmed">{i18n._(NO_PODIUM_TEXT)}</Text>;
  }
  const { challengeType, dailyGoal } = results;
  const rule =
    challengeType === 'step_count' ? 'steps' : dailyGoal.kind === 'amount' ? dailyGoal.direction : 'standard';
  const isShared = (position: number | null) =>
    results.podium.filter((entry) => entry.position === position).length > 1;
  return (
    <Stack gap="xs">
      <SimpleGrid
        component="ol"
        aria-label={t`Podium`}
        cols={{ base: 1, xs: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {results.podium.map((entry) => (
          <PodiumPlace
            key={entry.person.id}
            entry={entry}
            results={results}
            isShared={isShared(entry.position)}
            isViewer={entry.person.id === results.viewer.userId}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {i18n._(RANKING_RULES[rule])}
      </Text>
    </Stack>
  );
}

function PodiumPlace({
  entry,
  results,
  isShared,
  isViewer,
}: {
  entry: ResultsEntry;
  results: ChallengeResults;
  isShared: boolean;
  isViewer: boolean;
}) {
  const { t, i18n } = useLingui();
  const place = places[entry.position as keyof typeof places];
  const word = i18n._(place.word);
  const name = entry.person.name;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={isViewer ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <place.icon size={28} color={place.color} aria-hidden />
        <UserAvatar name={entry.person.name} image={entry.person.avatar} size={36} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600}>
            {isShared ? t`${word}, shared` : word}
          </Text>
          <Text fw={700} lineClamp={1}>
            {isViewer ? t`${name} (You)` : name}
          </Text>
          <Text size="sm">{resultFigures(i18n, entry, results)}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
