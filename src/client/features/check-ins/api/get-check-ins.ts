import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/:id/check-ins: the viewer's own check-ins in this challenge. */
export const checkInsQuery = (challengeId: string) =>
  queryOptions({
    queryKey: queryKeys.checkIns.of(challengeId),
    queryFn: async () => {
      const { checkIns } = await apiFetch<{ checkIns: CheckIn[] }>(
        `/challenges/${encodeURIComponent(challengeId)}/check-ins`,
      );
      return checkIns;
    },
  });

export function useCheckIns(challengeId: string, { enabled = true } = {}) {
  return useQuery({ ...checkInsQuery(challengeId), enabled });
}
