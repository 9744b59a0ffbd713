import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/notifications/:id/read: unread becomes read, never back (product-rules.md#the-bell-and-polling). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
