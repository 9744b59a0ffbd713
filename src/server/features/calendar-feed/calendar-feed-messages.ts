import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The calendar feed's refusals (product-rules.md#calendar-feed).
export const calendarFeedMessages = {
  /** an unknown, reset or turned-off link: the same answer for each, so a guess learns nothing */
  feedNotFound: translatable(msg`Calendar feed not found`),
  noFeed: translatable(msg`You have no calendar link yet.`),
  feedRateLimited: translatable(
    msg`This calendar link was fetched too often. Please wait a while and try again.`,
  ),
  linkRateLimited: translatable(
    msg`You made too many calendar links in an hour. Please wait a while and try again.`,
  ),
} as const;
