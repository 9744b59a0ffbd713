import { SimpleGrid, type TitleOrder } from '@mantine/core';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { ChallengeCard } from './challenge-card';

/** Challenge cards, one column on a phone, two on a tablet, three on a wide screen. */
export function ChallengeGrid({
  challenges,
  headingOrder,
}: {
  challenges: ChallengeSummary[];
  headingOrder?: TitleOrder;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {challenges.map((challenge) => (
        <ChallengeCard key={challenge.id} challenge={challenge} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
