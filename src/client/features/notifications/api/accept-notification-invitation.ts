import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitation } from '#shared/notifications/notifications.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/notifications/:id/accept-invitation: joins the challenge the invitation is for, straight from the
 * bell; the server marks the notification read.
 */
export function useAcceptNotificationInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AcceptedInvitation>(`/notifications/${encodeURIComponent(id)}/accept-invitation`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
