import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCalendarFeedInput } from '#shared/calendar-feed/calendar-feed.schemas';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '#shared/calendar-feed/calendar-feed.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/me/calendar-feed: a new link, answered this once; the old one, if any, stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCalendarFeedInput) =>
      apiFetch<CreatedCalendarFeed>('/me/calendar-feed', { method: 'POST', body: input }),
    onSuccess: ({ url: _url, ...status }) =>
      queryClient.setQueryData<CalendarFeedStatus>(queryKeys.calendarFeed.status(), status),
  });
}
