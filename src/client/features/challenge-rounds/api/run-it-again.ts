import { useMutation } from '@tanstack/react-query';
import type { NextRound } from '#shared/challenge-rounds/challenge-rounds.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';

export interface RunItAgainRequest {
  challengeId: string;
  startDate: CalendarDate;
}

/**
 * POST /api/challenges/:id/rounds: the next round of a completed challenge, everyone of this round invited. The
 * person's lists and this challenge's page (its link to the next round) are refreshed.
 */
async function runItAgain({ challengeId, startDate }: RunItAgainRequest): Promise<NextRound> {
  const round = await apiFetch<NextRound>(`/challenges/${encodeURIComponent(challengeId)}/rounds`, {
    method: 'POST',
    body: { startDate },
  });
  await refreshMyChallenges(queryClient);
  return round;
}

export function useRunItAgain() {
  return useMutation({ mutationFn: runItAgain });
}
