/** Every cached read of the person's notifications starts with this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATION_POLL_KEY = [...NOTIFICATIONS_QUERY_KEY, 'poll'] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
