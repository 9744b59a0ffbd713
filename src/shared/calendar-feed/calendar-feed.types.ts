import { z } from 'zod';
import { instantAnswer } from '#shared/domain/answer-fields';

// The JSON src/server/features/calendar-feed answers with (decision 059: the OpenAPI document is generated from these).

/**
 * GET /api/me/calendar-feed: whether the person has a calendar link. The link itself is never answered here: only
 * its hash is stored, so it is shown once, when made (product-rules.md#calendar-feed).
 */
export const calendarFeedStatusAnswer = z.object({
  active: z.boolean(),
  includeCheckIns: z.boolean(),
  /** the time the current link was made; null without one */
  createdAt: instantAnswer().nullable(),
  /** the time a calendar app last fetched it; null when never */
  lastFetchedAt: instantAnswer().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusAnswer>;

/** POST /api/me/calendar-feed: the new link, shown this once. */
export const createdCalendarFeedAnswer = calendarFeedStatusAnswer.extend({ url: z.url() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedAnswer>;
