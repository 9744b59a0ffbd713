import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

const suspensionPath = (userId: string) => `/moderation/suspensions/${encodeURIComponent(userId)}`;

/**
 * POST /api/moderation/suspensions/{userId} with the reason the person is told, or …/lift (site administrators,
 * decision 085); the people and the moderation page are read again after.
 */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { userId: string; suspend: true; note: string } | { userId: string; suspend: false },
    ) =>
      input.suspend
        ? apiFetch<void>(suspensionPath(input.userId), { method: 'POST', body: { note: input.note } })
        : apiFetch<void>(`${suspensionPath(input.userId)}/lift`, { method: 'POST', body: {} }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.instance.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all() });
    },
  });
}
