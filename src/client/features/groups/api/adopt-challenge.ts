import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { AdoptChallengeInput } from '#shared/groups/groups.schemas';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';

const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

/** GET /api/groups/:id/adoptable-challenges: the asker's challenges in no group that have not ended. */
export function useAdoptableChallenges(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.groups.adoptableChallenges(groupId),
    queryFn: () => apiFetch<ChallengeSummary[]>(`${groupPath(groupId)}/adoptable-challenges`),
    enabled,
    // what can be added changes with every challenge created or added elsewhere: ask each time the dialog opens
    staleTime: 0,
  });
}

/** POST /api/groups/:id/challenges: the group adopts one of the person's challenges (decision 062). */
export function useAdoptChallenge(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdoptChallengeInput) =>
      apiFetch<ChallengeSummary>(`${groupPath(groupId)}/challenges`, { method: 'POST', body: input }),
    // the group's Challenges tab, and the challenge's own page, which now names the group
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.groups.detail(groupId) }),
        refreshMyChallenges(queryClient),
      ]),
  });
}
