import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupChallenge } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/groups/:id/challenges: the challenges linked to the group. */
export const groupChallengesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.groups.challenges(id),
    queryFn: () => apiFetch<GroupChallenge[]>(`/groups/${encodeURIComponent(id)}/challenges`),
    // a challenge is linked from the create page, which knows nothing of this cache: ask again on every visit
    staleTime: 0,
  });

export function useGroupChallenges(id: string) {
  return useQuery(groupChallengesQuery(id));
}
