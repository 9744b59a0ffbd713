import type { I18n } from '@lingui/core';
import { sql } from 'drizzle-orm';
import { cheerNotificationMessage, cheerNotificationTitle } from '#shared/cheers/cheer-notification-text';
import { displayName } from '#shared/domain/display-name';
import type { Database } from '#server/db/database';
import { readerI18n } from '#server/i18n/readers-locales';
import { isShownToWhere } from '#server/features/blocks/block-access';

// product-rules.md#cheers, decision 041: a cheered check-in has at most one cheer notification (the unique
// notifications.cheered_check_in_id), updated in place as cheers come and go. Under READ COMMITTED, the upsert's
// row lock queues the transactions cheering one check-in, and the wording is read by the next statement, whose
// snapshot already holds every cheer committed before the lock was granted: the last cheer to commit always words
// the notification with all of them, whatever the interleaving.

/** A re-surfaced cheer notification pushes again at most once per this many minutes (decision 041). */
export const CHEER_PUSH_WINDOW_MINUTES = 10;

export interface CheeredCheckIn {
  id: string;
  userId: string;
  challengeId: string;
  date: string;
  challengeTitle: string;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * New cheers arrived on the check-in: its notification is created, or brought back to the top of the bell unread,
 * then worded from the cheers, and its push deliveries made due again (at most once per window).
 */
export async function notifyCheers(tx: Database, checkIn: CheeredCheckIn, now: Date) {
  const i18n = await readerI18n(tx, checkIn.userId);
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
    insert into notifications (user_id, title, message, type, challenge_id, cheered_check_in_id)
    values (${checkIn.userId}, ${cheerNotificationTitle(i18n, checkIn.date, checkIn.challengeTitle)}, '', 'update',
      ${checkIn.challengeId}, ${checkIn.id})
    on conflict (cheered_check_in_id) do update set read = false, created_at = now()
    returning id`),
  );
  const notificationId = row!.id;
  await wordCheerNotification(tx, { id: notificationId, readerId: checkIn.userId }, checkIn.id, i18n);
  // the push worker sends the message as it stands when it sends: a delivery still due carries the new wording
  // without change; one already finished is due again, at once or at the end of the window after its last send
  await tx.execute(sql`
    update push_deliveries set finished_at = null, outcome = null, attempts = 0, last_error = null,
      leased_until = null,
      due_at = greatest(finished_at + make_interval(mins => ${CHEER_PUSH_WINDOW_MINUTES}::int), ${now.toISOString()}::timestamptz)
    where notification_id = ${notificationId} and finished_at is not null`);
}

/**
 * Cheers were taken back: the notification (locked first, as a cheer would) is worded again where it stands, never
 * brought back; with no cheer left it goes.
 */
export async function rewordAfterCheersTakenBack(tx: Database, checkInId: string) {
  const [row] = rowsOf<{ id: string; userId: string }>(
    await tx.execute(
      sql`select id, user_id as "userId" from notifications where cheered_check_in_id = ${checkInId} for update`,
    ),
  );
  if (!row) return;
  const i18n = await readerI18n(tx, row.userId);
  const remaining = await wordCheerNotification(tx, { id: row.id, readerId: row.userId }, checkInId, i18n);
  if (remaining === 0) await tx.execute(sql`delete from notifications where id = ${row.id}`);
}

/**
 * Words the notification from the check-in's cheers (the newest cheerer by name), in its reader's language; answers
 * how many there are. The cheers of people the reader blocked are neither counted nor named
 * (product-rules.md#blocking).
 */
async function wordCheerNotification(
  tx: Database,
  notification: { id: string; readerId: string },
  checkInId: string,
  i18n: I18n,
) {
  const shown = isShownToWhere(notification.readerId, sql.raw('ch.user_id'));
  const [cheers] = rowsOf<{ count: number; name: string | null; email: string | null }>(
    await tx.execute(sql`
    select (select count(*)::int from check_in_cheers ch where ch.check_in_id = ${checkInId} and ${shown}) as count,
      u.name, u.email
    from (select 1) one
    left join lateral (select ch.user_id from check_in_cheers ch where ch.check_in_id = ${checkInId} and ${shown}
      order by ch.created_at desc, ch.user_id limit 1) newest on true
    left join users u on u.id = newest.user_id`),
  );
  const count = Number(cheers?.count ?? 0);
  if (count > 0) {
    const message = cheerNotificationMessage(i18n, displayName(cheers!), count);
    await tx.execute(sql`update notifications set message = ${message} where id = ${notification.id}`);
  }
  return count;
}
