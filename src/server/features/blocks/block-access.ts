import { and, eq, inArray, or, Placeholder, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { forbidden, notFound } from '#server/lib/domain-error';
import { blocks } from '#server/db/schema/blocks';

// The one rule every feature asks about blocking (product-rules.md#blocking, decision 084), written twice side by
// side as decision 071 asks: as SQL for a query that filters or refuses in its own statement, and as a read for a
// service. A block has a direction: `blockerId` blocked `blockedId`; nothing is decided for the other way round.

/** A person as SQL: a column of the outer query, or an id (a value, or a prepared statement's placeholder). */
type PersonRef = SQLWrapper | string;
const isId = (person: PersonRef) => typeof person === 'string' || person instanceof Placeholder;

/**
 * SQL: `blocker` has blocked `blocked` — each a column of the outer query or an id. The pair is compared outside the
 * subquery, so an outer column Drizzle writes unqualified ("id") can never be read as one of the blocks table's; the
 * subquery is narrowed by whichever side is an id, over its index. False, never null, when a column is null (an
 * author who deleted their account).
 */
export function hasBlockedWhere(blocker: PersonRef, blocked: PersonRef) {
  const narrowed = isId(blocked)
    ? sql`where blk.blocked_id = ${blocked}`
    : isId(blocker)
      ? sql`where blk.blocker_id = ${blocker}`
      : sql``;
  return sql<boolean>`coalesce((${blocker}, ${blocked}) in (
    select blk.blocker_id, blk.blocked_id from ${blocks} blk ${narrowed}
  ), false)`;
}

/**
 * SQL: a row written by `author` is shown to `viewerId` — not when the viewer blocked its author. A row whose
 * author deleted their account (null) is shown.
 */
export const isShownToWhere = (viewerId: PersonRef, author: PersonRef) =>
  sql<boolean>`not ${hasBlockedWhere(viewerId, author)}`;

/** Whether `blockerId` has blocked `blockedId`: one read over the pair's unique index. */
export async function hasBlocked(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of `candidateIds` have blocked `blockedId`: one read, whatever the number of candidates. */
export async function blockersAmong(
  db: Database,
  blockedId: string,
  candidateIds: string[],
): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, blockedId), inArray(blocks.blockerId, candidateIds)));
  return new Set(rows.map((row) => row.blockerId));
}

/**
 * Refuses `actorId` an action on someone who blocked them, with the feature's neutral `message` (403, never the word
 * "blocked": decision 084). `targetId` null (a deleted account) refuses nothing.
 */
export async function refuseIfBlockedBy(
  db: Database,
  targetId: string | null,
  actorId: string,
  message: string,
): Promise<void> {
  if (targetId !== null && (await hasBlocked(db, targetId, actorId))) throw forbidden(message);
}

/**
 * Someone answers a post (a comment, a vote, a reaction) of `authorId`, in one read of both directions: refused with
 * the feature's neutral `refused` (403) when the author blocked them; `notFound` (404) when they blocked the author,
 * whose post is hidden from them as if it were gone. A post of a deleted account (null) refuses nothing.
 */
export async function requireMayAnswerPostOf(
  db: Database,
  authorId: string | null,
  actorId: string,
  messages: { refused: string; notFound: string },
): Promise<void> {
  if (authorId === null) return;
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, authorId), eq(blocks.blockedId, actorId)),
        and(eq(blocks.blockerId, actorId), eq(blocks.blockedId, authorId)),
      ),
    );
  if (rows.some((row) => row.blockerId === actorId)) throw notFound(messages.notFound);
  if (rows.length > 0) throw forbidden(messages.refused);
}
