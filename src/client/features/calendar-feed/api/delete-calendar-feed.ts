import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '#shared/calendar-feed/calendar-feed.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

const NO_FEED: CalendarFeedStatus = {
  active: false,
  includeCheckIns: false,
  createdAt: null,
  lastFetchedAt: null,
};

/** DELETE /api/me/calendar-feed: the link stops working and none replaces it. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/me/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(queryKeys.calendarFeed.status(), NO_FEED),
  });
}
