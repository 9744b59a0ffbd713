import { type Column, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '#server/app-env';
import { challengeParticipants } from '#server/db/schema/challenges';
import { forbidden, notFound } from '#server/lib/domain-error';
import { challengeMessages } from './challenge-messages';

// Who may see and act on one challenge: the one place every service that reads a challenge by id asks.
// product-rules.md#challenges: a challenge without an organizer is a template, the starting point of personal copies;
// it is never viewed, joined or changed as a challenge, so through those routes it answers as if it did not exist
// (404). Any signed-in person may see an organized challenge (a non-participant sees it to join), and so may the
// share link's signed-out visitor: visibility does not depend on who asks, so it takes no actor.
// Each rule is here twice, in one place: as a function of a row (a service deciding about one challenge) and as an
// SQL predicate (a read that selects many, or decides in the statement it already runs); the tests hold them equal.

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

/**
 * Who may read a challenge's board, its results view (the same people's days and ranks, decision 056) and judge its
 * check-ins: its participants and its organizer — never a template's (it has no organizer).
 */
export const mayReadBoard = (challenge: Owned & { isParticipant: boolean }, userId: string) =>
  !isTemplate(challenge) && (challenge.isParticipant || isOrganizer(challenge, userId));

/** The challenges table, or an alias of it (`alias(challenges, 'c')`), as the SQL rules below read it. */
interface ChallengeColumns {
  id: Column;
  organizerId: Column;
}

/** `isTemplate` in SQL. */
export const isTemplateWhere = (c: Pick<ChallengeColumns, 'organizerId'>): SQL => isNull(c.organizerId);

/** `visibleChallenge` in SQL: the challenges that are challenges, not templates. */
export const isVisibleWhere = (c: Pick<ChallengeColumns, 'organizerId'>): SQL => isNotNull(c.organizerId);

/**
 * `mayReadBoard` in SQL, for `viewerId` (a value or a prepared statement's placeholder). `id in (…)` rather than a
 * correlated `exists`: in a one-table select Drizzle writes the challenge's columns unqualified, and inside the
 * subquery a bare name would be read as the participants' own.
 */
export const mayReadBoardWhere = (c: ChallengeColumns, viewerId: string | Placeholder | SQL): SQL =>
  sql`(${isVisibleWhere(c)} and (${c.organizerId} = ${viewerId} or ${c.id} in (
    select ${challengeParticipants.challengeId} from ${challengeParticipants}
    where ${challengeParticipants.userId} = ${viewerId})))`;
