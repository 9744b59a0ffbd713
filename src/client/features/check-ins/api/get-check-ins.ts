import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckIn } from '../../../../shared/challenges/challenges.types';
import { apiFetch } from '../../../lib/api-client';
import { checkInsQueryKey } from './check-in-keys';

/** GET /api/challenges/:id/check-ins: the viewer's own check-ins in this challenge. */
export const checkInsQuery = (challengeId: string) =>
  queryOptions({
    queryKey: checkInsQueryKey(challengeId),
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
