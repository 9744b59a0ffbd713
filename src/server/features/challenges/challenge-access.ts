import type { Actor } from '#server/app-env';
import { forbidden, notFound } from '#server/lib/domain-error';
import { challengeMessages } from './challenge-messages';

// Who may see and act on one challenge: the one place every service that reads a challenge by id asks.
// product-rules.md#challenges: a challenge without an organizer is a template, the starting point of personal copies;
// it is never viewed, joined or changed as a challenge, so through those routes it answers as if it did not exist
// (404). Any signed-in person may see an organized challenge (a non-participant sees it to join), and so may the
// share link's signed-out visitor: visibility does not depend on who asks, so it takes no actor.

interface Owned {
  organizerId: string | null;
}

/** A challenge whose organizer is known: what `visibleChallenge` hands on. */
export type OrganizedChallenge<Row extends Owned> = Row & { organizerId: string };

export const isTemplate = (challenge: Owned) => challenge.organizerId === null;

export const isOrganizer = (challenge: Owned, userId: string) =>
  challenge.organizerId !== null && challenge.organizerId === userId;

/**
 * The challenge, if it may be seen: 404 'Challenge not found' when there is none or it is a template.
 * `notFoundMessage` only for a refusal the spec words otherwise (an invitation's).
 */
export function visibleChallenge<Row extends Owned>(
  row: Row | undefined,
  notFoundMessage: string = challengeMessages.notFound,
): OrganizedChallenge<Row> {
  if (!row || isTemplate(row)) throw notFound(notFoundMessage);
  return row as OrganizedChallenge<Row>;
}

/** For the organizer's actions: the visibility rule first (404), then the organizer or 403 with `refusal`. */
export function organizersChallenge<Row extends Owned>(
  row: Row | undefined,
  actor: Actor,
  refusal: string,
): OrganizedChallenge<Row> {
  const challenge = visibleChallenge(row);
  if (!isOrganizer(challenge, actor.userId)) throw forbidden(refusal);
  return challenge;
}
