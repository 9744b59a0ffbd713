import type { CreateCheckInLinkInput } from '#shared/check-in-links/check-in-links.schemas';
import type {
  CheckInLinkList,
  CheckInLinkSummary,
  CreatedCheckInLink,
} from '#shared/check-in-links/check-in-links.types';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import type { Actor, Deps } from '#server/app-env';
import { conflict, notFound } from '#server/lib/domain-error';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-token';
import { checkInLinkMessages } from './check-in-link-messages';
import {
  type CheckInLinkRow,
  countLinksOf,
  deleteLinkOf,
  insertLink,
  listLinkableChallengesOf,
  listLinksOf,
} from './check-in-links.queries';

/** A person holds at most this many links (as they hold at most 20 access tokens). */
const MAX_LINKS_PER_PERSON = 20;

/** Where a check-in link's page is: short, so it fits a small NFC tag. */
export const CHECK_IN_LINK_PAGE_PATH = '/api/tap';

const summaryOf = (row: CheckInLinkRow): CheckInLinkSummary => ({
  id: row.id,
  challenge: { id: row.challengeId, title: row.challengeTitle },
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenges a link may be for: the person's own, not ended before their today (with the check-in grace). */
const linkable = (deps: Deps, actor: Actor) =>
  listLinkableChallengesOf(
    deps.db,
    actor.userId,
    addDays(calendarDateIn(actor.timezone, deps.clock.now()), -7),
  );

export async function listCheckInLinks(deps: Deps, actor: Actor): Promise<CheckInLinkList> {
  const [rows, challenges] = await Promise.all([listLinksOf(deps.db, actor.userId), linkable(deps, actor)]);
  return { links: rows.map(summaryOf), challenges };
}

/** The address is in this answer only: the database keeps its secret's hash (product-rules.md#check-in-links). */
export async function createCheckInLink(
  deps: Deps,
  actor: Actor,
  input: CreateCheckInLinkInput,
): Promise<CreatedCheckInLink> {
  const challenge = (await linkable(deps, actor)).find((c) => c.id === input.challengeId);
  if (!challenge) throw notFound(checkInLinkMessages.notYourChallenge);
  if ((await countLinksOf(deps.db, actor.userId)) >= MAX_LINKS_PER_PERSON)
    throw conflict(checkInLinkMessages.tooMany);
  const secret = newSecretToken();
  const row = await insertLink(deps.db, {
    userId: actor.userId,
    challengeId: challenge.id,
    secretHash: hashSecretToken(secret),
    createdAt: deps.clock.now(),
  });
  return {
    link: summaryOf({ ...row, challengeTitle: challenge.title }),
    url: `${deps.env.APP_URL}${CHECK_IN_LINK_PAGE_PATH}/${secret}`,
  };
}

/** Someone else's link answers as a missing one. */
export async function revokeCheckInLink(deps: Deps, actor: Actor, id: string): Promise<void> {
  if (!(await deleteLinkOf(deps.db, actor.userId, id))) throw notFound(checkInLinkMessages.notFound);
}
