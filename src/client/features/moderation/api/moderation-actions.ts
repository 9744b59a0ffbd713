import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '#shared/moderation/moderation.schemas';
import type { QueuedReport } from '#shared/moderation/moderation.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/moderation/reports/{id}/actions. The report leaves the open queue at once (a tap); a refusal puts it
 * back, and either way the queue, the log and the suspensions are read again.
 */
export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; action: ReportAction; note: string }) =>
      apiFetch<void>(`/moderation/reports/${encodeURIComponent(input.reportId)}/actions`, {
        method: 'POST',
        body: { action: input.action, note: input.note },
      }),
    onMutate: async ({ reportId, action }) => {
      if (action === 'restore') return;
      await queryClient.cancelQueries({ queryKey: queryKeys.moderation.all() });
      queryClient.setQueriesData<QueuedReport[]>(
        { queryKey: ['moderation', 'reports'], predicate: (query) => query.queryKey[3] === 'open' },
        (reports) => reports?.filter((report) => report.id !== reportId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all() }),
  });
}

/** POST /api/moderation/suspensions/{userId}/lift (site administrators). */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<void>(`/moderation/suspensions/${encodeURIComponent(userId)}/lift`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all() }),
  });
}
