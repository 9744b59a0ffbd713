import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import type { Database } from '#server/db/database';
import type { ReminderForEmail } from '#server/features/reminder-emails/reminder-for-email';
import { knownZones, localTimeIn } from './local-time';
import { reminderTemplates } from './scheduler-texts';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';
import { alias } from 'drizzle-orm/pg-core';
import { challenges } from '#server/db/schema/challenges';

/** The statements' `challenges c`, for the access rule's SQL (challenge-access.ts). */
const c = alias(challenges, 'c');

/** People claimed per statement: a whole time zone reaching its evening is split into bounded transactions. */
export const REMINDER_BATCH_SIZE = 5000;

export interface SendDueRemindersOptions {
  batchSize?: number;
  /**
   * Called after each batch's statement has committed with the reminders it claimed for people who want them by
   * e-mail: only the process that claimed a reminder hears of it, so each is e-mailed at most once.
   */
  onRemindersForEmail?: (reminders: ReminderForEmail[]) => void;
}

/**
 * Sends today's check-in reminder to everyone due one, once per person and local day, and returns how many this
 * process sent. Due: reminders on, their own clock at or past their reminder hour today, and at least one
 * challenge (not a template) running on their today without their check-in for today. Only "today" is ever
 * considered, so a day missed entirely (the server was down) is not reminded later, while a restart later the
 * same evening still sends it.
 *
 * Set-based: each batch is ONE statement that finds the due people, claims (person, local date) in
 * reminder_deliveries with ON CONFLICT DO NOTHING and writes a notification for the claimed rows only. Two
 * processes running it at the same moment meet on the primary key: the second waits for the first's claim,
 * then skips it, so each reminder exists once. Claims are taken in key order, so two runs do not deadlock on
 * each other; a statement that fails for any reason rolls back whole and the next tick retries it.
 */
export async function sendDueReminders(
  db: Database,
  now: Date,
  { batchSize = REMINDER_BATCH_SIZE, onRemindersForEmail }: SendDueRemindersOptions = {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await sendReminderBatch(db, now, batchSize);
    sent += batch.claimed;
    if (batch.forEmail.length > 0) onRemindersForEmail?.(batch.forEmail);
    // a full batch may leave more behind (whoever claimed it); a short one was the last
    if (batch.due < batchSize) return sent;
  }
}

async function sendReminderBatch(db: Database, now: Date, batchSize: number) {
  // every zone's today is within a day of UTC's: this narrows the challenges read to those near their dates
  const utcToday = calendarDateIn('UTC', now);
  const local = localTimeIn(sql`u.timezone`, now);
  const words = reminderTemplates();
  const [row] = await rowsOf<{ due: number; claimed: number; for_email: ReminderForEmail[] }>(
    db,
    sql`
    with ${knownZones},
    participations as (
      select p.user_id, c.id as challenge_id, c.title, c.start_date, c.end_date
      from challenges c
      join challenge_participants p on p.challenge_id = c.id
      where ${isVisibleWhere(c)}
        and c.end_date >= ${addDays(utcToday, -1)}::date and c.start_date <= ${addDays(utcToday, 1)}::date
    ),
    waiting as (
      select pa.*, l.local_date
      from participations pa
      join users u on u.id = pa.user_id
      cross join lateral (
        select t::date as local_date, extract(hour from t)::int as local_hour from (select ${local} as t) z
      ) l
      where u.reminders_enabled and l.local_hour >= u.reminder_hour
        and l.local_date between pa.start_date and pa.end_date
        and not exists (select 1 from check_ins ci
          where ci.user_id = pa.user_id and ci.challenge_id = pa.challenge_id and ci.date = l.local_date)
        and not exists (select 1 from reminder_deliveries r
          where r.user_id = pa.user_id and r.local_date = l.local_date)
    ),
    due as (
      select user_id, local_date, count(*)::int as pending,
        (array_agg(challenge_id order by end_date, challenge_id))[1] as challenge_id,
        (array_agg(title order by end_date, challenge_id))[1] as title
      from waiting
      group by user_id, local_date
      order by user_id, local_date
      limit ${batchSize}::int
    ),
    claimed as (
      insert into reminder_deliveries (user_id, local_date)
      select user_id, local_date from due order by user_id, local_date
      on conflict do nothing
      returning user_id, local_date
    ),
    notified as (
      insert into notifications (user_id, type, title, message, challenge_id)
      select d.user_id, 'reminder', words ->> 'title',
        case when d.pending = 1 then replace(words ->> 'oneChallenge', '{title}', d.title)
          else replace(words ->> 'manyChallenges', '{n}', d.pending::text) end,
        case when d.pending = 1 then d.challenge_id end
      from due d
      join claimed c on c.user_id = d.user_id and c.local_date = d.local_date
      join users u on u.id = d.user_id
      cross join lateral (select coalesce(${JSON.stringify(words)}::jsonb -> u.locale,
        ${JSON.stringify(words[SOURCE_LOCALE])}::jsonb) as words) w
      order by d.user_id
      returning user_id, title, message, challenge_id
    )
    select (select count(*) from due)::int as due, (select count(*) from claimed)::int as claimed,
      (select coalesce(json_agg(json_build_object('userId', n.user_id, 'email', u.email, 'locale', u.locale, 'title', n.title,
          'message', n.message, 'challengeId', n.challenge_id) order by n.user_id), '[]'::json)
        from notified n join users u on u.id = n.user_id
        where u.reminder_email_enabled) as for_email`,
  );
  return {
    due: Number(row?.due ?? 0),
    claimed: Number(row?.claimed ?? 0),
    forEmail: row?.for_email ?? [],
  };
}
