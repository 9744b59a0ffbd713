import type { CalendarDate } from '#shared/domain/calendar-date';

/** The request a phone's automation sends to set the day's amount (product-rules.md#synced-amounts). */
export interface SyncRequest {
  method: 'PUT';
  url: string;
  /** the header's value, after `Authorization: ` */
  authorization: string;
  body: string;
}

/**
 * The exact request the Automate page shows and the guides (docs/guides/sync-steps-*.md) document, for today: the
 * automation puts the current date in the address each time it runs.
 */
export function syncRequestOf(input: {
  origin: string;
  challengeId: string;
  date: CalendarDate;
  secret: string;
  /** an example amount for the body: the day's target */
  exampleAmount: number;
}): SyncRequest {
  const path = `/api/challenges/${encodeURIComponent(input.challengeId)}/days/${input.date}/amount`;
  return {
    method: 'PUT',
    url: `${input.origin}${path}`,
    authorization: `Bearer ${input.secret}`,
    body: JSON.stringify({ amount: input.exampleAmount }),
  };
}
