// The calendar feed's refusals (product-rules.md#calendar-feed).
export const calendarFeedMessages = {
  /** an unknown, reset or turned-off link: the same answer for each, so a guess learns nothing */
  feedNotFound: 'Calendar feed not found',
  noFeed: 'You have no calendar link yet.',
  feedRateLimited: 'This calendar link was fetched too often. Please wait a while and try again.',
  linkRateLimited: 'You made too many calendar links in an hour. Please wait a while and try again.',
} as const;
