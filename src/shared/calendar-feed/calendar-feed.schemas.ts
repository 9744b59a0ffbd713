import { z } from 'zod';

/** PATCH /api/me/calendar-feed: whether the feed carries a daily check-in entry (product-rules.md#calendar-feed). */
export const calendarFeedSettingsSchema = z.strictObject({ includeCheckIns: z.boolean() });
export type CalendarFeedSettingsInput = z.infer<typeof calendarFeedSettingsSchema>;

/** POST /api/me/calendar-feed: a new link (the old one, if any, stops working). */
export const createCalendarFeedSchema = z.strictObject({ includeCheckIns: z.boolean().optional() });
export type CreateCalendarFeedInput = z.infer<typeof createCalendarFeedSchema>;
