import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedSettingsInput } from '#shared/calendar-feed/calendar-feed.schemas';
import type { CalendarFeedStatus } from '#shared/calendar-feed/calendar-feed.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** PATCH /api/me/calendar-feed: the daily check-in entries on or off; the link stays the same. */
export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarFeedSettingsInput) =>
      apiFetch<CalendarFeedStatus>('/me/calendar-feed', { method: 'PATCH', body: input }),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.calendarFeed.status(), status),
  });
}
