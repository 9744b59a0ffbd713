import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkIns } from './challenges';
import { createdAtColumn } from './columns';

/**
 * The organizer's flag on a questionable check-in (decision 040): at most one per check-in, gone with it. A row of
 * its own rather than columns of check_ins: it is the organizer's word, not the participant's data, so flagging
 * never touches the check-in's updated_at, its standing or anything the participant wrote. It changes no score.
 */
export const checkInFlags = pgTable('check_in_flags', {
  checkInId: uuid()
    .primaryKey()
    .references(() => checkIns.id, { onDelete: 'cascade' }),
  /** the organizer who flagged it; kept as null if their account goes */
  flaggedBy: text().references(() => users.id, { onDelete: 'set null' }),
  /** an optional short reason, shown to the person concerned (and the organizer) */
  reason: text(),
  createdAt: createdAtColumn(),
});
