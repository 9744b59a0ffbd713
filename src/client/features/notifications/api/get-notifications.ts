import { queryOptions } from '@tanstack/react-query';
import type { NotificationList, NotificationPoll } from '#shared/notifications/notifications.types';
import { apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';

async function getNotifications(): Promise<NotificationList> {
  const list = await apiFetch<NotificationList>('/notifications');
  // The list is the newer answer: bring the poll's count and version up to it, so the bell agrees with the list
  // and an older poll answer does not ask for this same list again.
  queryClient.setQueryData<NotificationPoll>(
    queryKeys.notifications.poll(),
    (poll) => poll && { ...poll, unreadCount: list.unreadCount, version: list.version },
  );
  return list;
}

/** GET /api/notifications: the newest notifications with the inbox's unread count and version. */
export const notificationListQuery = queryOptions({
  queryKey: queryKeys.notifications.list(),
  queryFn: getNotifications,
  // read when the popover opens; while it is open, the poll's version says when it is out of date
  staleTime: 0,
});
