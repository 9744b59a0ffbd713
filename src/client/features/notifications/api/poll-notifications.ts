import { useQuery } from '@tanstack/react-query';
import type { NotificationPoll } from '#shared/notifications/notifications.types';
import { ApiError, apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

// product-rules.md#the-bell-and-polling: every 30 s, until the server says otherwise (pollAfterSeconds).
const DEFAULT_POLL_SECONDS = 30;

/**
 * GET /api/notifications/poll, the cheap "anything new?" asked while signed in: the unread count for the bell and
 * the inbox version the list is compared with. Asked again `pollAfterSeconds` after each answer and whenever the
 * window regains focus; a background tab does not poll.
 */
export function useNotificationPoll() {
  return useQuery({
    queryKey: queryKeys.notifications.poll(),
    queryFn: () => apiFetch<NotificationPoll>('/notifications/poll'),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      // a session that ended will not come back by asking again; the session check sends the person to sign in
      if (query.state.error instanceof ApiError && query.state.error.status === 401) return false;
      return (query.state.data?.pollAfterSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
    },
  });
}
