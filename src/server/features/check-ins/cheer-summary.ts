import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { CHEER_NAMES_SHOWN } from '#shared/cheers/cheer-names';
import type { CheerSummary } from '#shared/cheers/cheers.types';
import type { CheckInSource } from '#shared/check-ins/check-ins.types';
import { displayName } from '#shared/domain/display-name';
import { isShownToWhere } from '#server/features/blocks/block-access';

// The cheers of a check-in as every screen shows them (product-rules.md#cheers): a correlated subquery the screen's
// own statement carries, so a list of check-ins costs no statement more than it did, whatever its length. Its
// text holds no value, only parameters, so the prepared statements that embed it keep one text.

/** The check-in row a summary is about, as columns of the embedding statement. */
export interface CheckInColumns {
  id: SQL;
  userId: SQL;
  challengeId: SQL;
}

/** The check-in columns of an alias in raw SQL (`ci` → ci.id, ci.user_id, ci.challenge_id). */
export const checkInColumnsOf = (alias: string): CheckInColumns => ({
  id: sql.raw(`${alias}.id`),
  userId: sql.raw(`${alias}.user_id`),
  challengeId: sql.raw(`${alias}.challenge_id`),
});

/** As stored: the newest cheerers' name and e-mail (the display name is the shared rule's, in TypeScript). */
export interface StoredCheerSummary {
  count: number;
  mine: boolean;
  canCheer: boolean;
  people: { name: string | null; email: string | null }[];
}

/**
 * JSON of the check-in's cheers for `viewerId`, from the primary key of check_in_cheers (check-in, person): the
 * count, whether the viewer cheered, the newest other cheerers (the viewer reads as 'you'), and whether the viewer may cheer (they take part in the
 * check-in's challenge and it is not theirs).
 */
export function cheerSummarySql(checkIn: CheckInColumns, viewerId: string | Placeholder): SQL {
  // the cheers of people the viewer blocked are neither counted nor named (product-rules.md#blocking)
  const shown = isShownToWhere(viewerId, sql.raw('ch.user_id'));
  return sql`json_build_object(
    'count', (select count(*)::int from check_in_cheers ch where ch.check_in_id = ${checkIn.id} and ${shown}),
    'mine', exists (select 1 from check_in_cheers ch where ch.check_in_id = ${checkIn.id} and ch.user_id = ${viewerId}),
    'canCheer', ${checkIn.userId} <> ${viewerId} and exists (select 1 from challenge_participants cp
      where cp.challenge_id = ${checkIn.challengeId} and cp.user_id = ${viewerId}),
    'people', (select coalesce(json_agg(json_build_object('name', who.name, 'email', who.email)), '[]'::json)
      from (select u.name, u.email from check_in_cheers ch join users u on u.id = ch.user_id
        where ch.check_in_id = ${checkIn.id} and ch.user_id <> ${viewerId} and ${shown} order by ch.created_at desc, ch.user_id limit ${CHEER_NAMES_SHOWN}::int) who))`;
}

/** PGlite and node-postgres both parse json, but a driver handing back text is read too. */
export function toCheerSummary(stored: StoredCheerSummary | string): CheerSummary {
  const row = typeof stored === 'string' ? (JSON.parse(stored) as StoredCheerSummary) : stored;
  return {
    count: Number(row.count),
    names: row.people.map((person) => displayName(person)),
    cheeredByViewer: row.mine,
    canCheer: row.canCheer,
  };
}

/** A person's latest check-in on a board, with its cheers (product-rules.md#cheers). */
export interface StoredLatestCheckIn {
  id: string;
  date: string;
  source: CheckInSource;
  cheers: StoredCheerSummary;
}

/**
 * JSON of the latest check-in (by date) of the person in `userColumn` in the challenge in `challengeColumn`, with its
 * cheers for `viewerId`; null when they have none, and for a row of another challenge than `challengeId` (a board of
 * template copies ranks people of other challenges, whose check-ins the viewer does not see).
 */
export function latestCheckInSql(
  userColumn: SQL,
  challengeColumn: SQL,
  challengeId: string | Placeholder,
  viewerId: string | Placeholder,
): SQL {
  return sql`case when ${challengeColumn} = ${challengeId}::uuid then (
    select json_build_object('id', lc.id, 'date', lc.date, 'source', lc.source, 'cheers', ${cheerSummarySql(checkInColumnsOf('lc'), viewerId)})
    from check_ins lc where lc.challenge_id = ${challengeColumn} and lc.user_id = ${userColumn}
      and lc.kind = 'check_in'
    order by lc.date desc limit 1) end`;
}
