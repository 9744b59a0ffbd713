import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '#shared/calendar-feed/calendar-feed.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/me/calendar-feed: whether the person has a calendar link, and its setting (never the link itself). */
export const calendarFeedQuery = queryOptions({
  queryKey: queryKeys.calendarFeed.status(),
  queryFn: () => apiFetch<CalendarFeedStatus>('/me/calendar-feed'),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}
