import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlagCheckInInput } from '#shared/check-ins/check-ins.schemas';
import type { CheckInFlag } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** A flag shows on the challenge's lists and the dashboard's recent check-ins; scores do not change. */
const refreshAfterFlag = (queryClient: QueryClient, challengeId: string) =>
  Promise.all(
    [queryKeys.checkIns.of(challengeId), queryKeys.dashboard.all()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

const flagPath = (checkInId: string) => `/check-ins/${encodeURIComponent(checkInId)}/flag`;

/** PUT /api/check-ins/:id/flag: the organizer flags a check-in, or changes the reason (decision 040). */
export function useFlagCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkInId, ...input }: FlagCheckInInput & { checkInId: string }) =>
      apiFetch<CheckInFlag>(flagPath(checkInId), { method: 'PUT', body: input }),
    onSuccess: () => refreshAfterFlag(queryClient, challengeId),
  });
}

/** DELETE /api/check-ins/:id/flag: the organizer removes the flag. */
export function useUnflagCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkInId: string) => apiFetch<void>(flagPath(checkInId), { method: 'DELETE' }),
    onSuccess: () => refreshAfterFlag(queryClient, challengeId),
  });
}
