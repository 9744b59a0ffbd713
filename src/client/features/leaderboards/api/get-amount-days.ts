import { useQuery } from '@tanstack/react-query';
import type { AmountDays } from '#shared/leaderboards/amount-days.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/:id/amount-days: every participant's days, for the whole section in one request. */
export function useAmountDays(challengeId: string) {
  return useQuery({
    queryKey: queryKeys.leaderboards.amountDays(challengeId),
    queryFn: () => apiFetch<AmountDays>(`/challenges/${encodeURIComponent(challengeId)}/amount-days`),
  });
}
