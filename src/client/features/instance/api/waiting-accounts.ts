import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { INSTANCE_API } from './instance-api-path';
import { updateOverview } from './update-overview';

export type WaitingAnswer = 'approve' | 'decline';

/**
 * POST /api/admin/instance/people/:id/approve or …/decline: the account leaves the waiting list at once; on failure
 * the list is read again.
 */
export function useAnswerWaitingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ userId, answer }: { userId: string; answer: WaitingAnswer }) =>
      apiFetch<void>(`${INSTANCE_API}/people/${encodeURIComponent(userId)}/${answer}`, { method: 'POST' }),
    onMutate: async ({ userId }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.instance.overview() });
      updateOverview(queryClient, (overview) => ({
        ...overview,
        waiting: overview.waiting.filter((person) => person.id !== userId),
      }));
    },
    // the counts and the people search change with it
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.instance.all() }),
  });
}
