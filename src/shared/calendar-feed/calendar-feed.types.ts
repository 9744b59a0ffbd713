/**
 * GET /api/me/calendar-feed: whether the person has a calendar link. The link itself is never answered here: only
 * its hash is stored, so it is shown once, when made (product-rules.md#calendar-feed).
 */
export interface CalendarFeedStatus {
  active: boolean;
  includeCheckIns: boolean;
  /** ISO time the current link was made; null without one */
  createdAt: string | null;
  /** ISO time a calendar app last fetched it; null when never */
  lastFetchedAt: string | null;
}

/** POST /api/me/calendar-feed: the new link, shown this once. */
export interface CreatedCalendarFeed extends CalendarFeedStatus {
  url: string;
}
