import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import type { Database } from '#server/db/database';
import type { ReminderForEmail, WaitingChallenge } from '#server/features/reminder-emails/reminder-for-email';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import { knownZones, localTimeIn } from './local-time';
import { reminderTexts } from './scheduler-texts';
import { type DueReminder, reminderMessage } from './reminder-message';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import { isUnderWay } from '#server/features/standings/standings.queries';
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
 * challenge (not a template) running on their today that waits for them: no check-in (nor rest day) for today, or,
 * for an 'at least' amount goal (decision 082), today's amount still under its target. Only "today" is ever
 * considered, so a day missed entirely (the server was down) is not reminded later, while a restart later the
 * same evening still sends it.
 *
 * Set-based, two statements a batch whatever its size: the first reads the due people (and what the reminder names),
 * the messages are written in each reader's language here (an amount's words and numbers are Lingui's, not SQL's),
 * and the second claims (person, local date) in reminder_deliveries with ON CONFLICT DO NOTHING and writes a
 * notification for the claimed rows only. Two processes running it at the same moment meet on the primary key: the
 * second waits for the first's claim, then skips it, so each reminder exists once. Claims are taken in key order, so
 * two runs do not deadlock on each other; a statement that fails for any reason rolls back whole and the next tick
 * retries it.
 */
export async function sendDueReminders(
  db: Database,
  now: Date,
  { batchSize = REMINDER_BATCH_SIZE, onRemindersForEmail }: SendDueRemindersOptions = {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await readDueReminders(db, now, batchSize);
    const batch = due.length > 0 ? await claimAndNotify(db, due) : { claimed: 0, forEmail: [] };
    sent += batch.claimed;
    if (batch.forEmail.length > 0) onRemindersForEmail?.(batch.forEmail);
    // a full batch may leave more behind (whoever claimed it); a short one was the last
    if (due.length < batchSize) return sent;
  }
}

interface DueRow extends Omit<DueReminder, 'soFar'> {
  userId: string;
  localDate: string;
  locale: string;
  challengeId: string;
  soFarAmount: number | null;
  soFarTarget: number | null;
  waiting: WaitingRow[];
}

/** A challenge waiting for the person today, as the statement reads it for the e-mail's one-tap answers. */
interface WaitingRow {
  challengeId: string;
  title: string;
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
  /** no entry today and rest days left in the budget */
  mayRest: boolean;
}

function readDueReminders(db: Database, now: Date, batchSize: number) {
  // every zone's today is within a day of UTC's: this narrows the challenges read to those near their dates
  const utcToday = calendarDateIn('UTC', now);
  const local = localTimeIn(sql`u.timezone`, now);
  return rowsOf<DueRow>(
    db,
    sql`
    with ${knownZones},
    participations as (
      select p.user_id, c.id as challenge_id, c.title, c.challenge_type, c.goal_config, c.start_date, c.end_date,
        c.rest_day_budget
      from challenges c
      join challenge_participants p on p.challenge_id = c.id
      where ${isVisibleWhere(c)}
        and c.end_date >= ${addDays(utcToday, -1)}::date and c.start_date <= ${addDays(utcToday, 1)}::date
    ),
    waiting as (
      select pa.*, l.local_date, ${isUnderWay} as under_way,
        case when ${isUnderWay} then (ci.goal_data->>'amount')::float8 end as so_far_amount,
        case when ${isUnderWay} then (ci.goal_data->>'target')::float8 end as so_far_target,
        ci.id is null and pa.rest_day_budget > (select count(*) from check_ins r
          where r.user_id = pa.user_id and r.challenge_id = pa.challenge_id and r.kind = 'rest') as may_rest
      from participations pa
      join users u on u.id = pa.user_id
      cross join lateral (
        select t::date as local_date, extract(hour from t)::int as local_hour from (select ${local} as t) z
      ) l
      left join check_ins ci
        on ci.user_id = pa.user_id and ci.challenge_id = pa.challenge_id and ci.date = l.local_date
      where u.reminders_enabled and l.local_hour >= u.reminder_hour
        and l.local_date between pa.start_date and pa.end_date
        and (ci.id is null or ${isUnderWay})
        and not exists (select 1 from reminder_deliveries r
          where r.user_id = pa.user_id and r.local_date = l.local_date)
    ),
    due as (
      select user_id, local_date, count(*)::int as pending, coalesce(bool_or(under_way), false) as any_under_way,
        (array_agg(challenge_id order by end_date, challenge_id))[1] as challenge_id,
        (array_agg(title order by end_date, challenge_id))[1] as title,
        (array_agg(challenge_type order by end_date, challenge_id))[1] as challenge_type,
        (array_agg(goal_config order by end_date, challenge_id))[1] as goal_config,
        (array_agg(so_far_amount order by end_date, challenge_id))[1] as so_far_amount,
        (array_agg(so_far_target order by end_date, challenge_id))[1] as so_far_target,
        json_agg(json_build_object('challengeId', challenge_id, 'title', title, 'challengeType', challenge_type,
          'goalConfig', goal_config, 'mayRest', may_rest) order by end_date, challenge_id) as waiting
      from waiting
      group by user_id, local_date
      order by user_id, local_date
      limit ${batchSize}::int
    )
    select d.user_id as "userId", d.local_date::text as "localDate", u.locale, d.pending,
      d.any_under_way as "anyUnderWay", d.challenge_id as "challengeId", d.title,
      d.challenge_type as "challengeType", d.goal_config as "goalConfig",
      d.so_far_amount as "soFarAmount", d.so_far_target as "soFarTarget", d.waiting
    from due d join users u on u.id = d.user_id
    order by d.user_id, d.local_date`,
  );
}

/** The reminder in its reader's language: the challenge it names only when it is the one waiting. */
function reminderOf(row: DueRow) {
  const i18n = i18nFor(isLocale(row.locale) ? row.locale : SOURCE_LOCALE);
  const soFar =
    row.soFarAmount !== null && row.soFarTarget !== null
      ? { amount: row.soFarAmount, target: row.soFarTarget }
      : null;
  return {
    user_id: row.userId,
    local_date: row.localDate,
    title: reminderTexts.title(i18n),
    message: reminderMessage(i18n, { ...row, soFar }),
    challenge_id: row.pending === 1 ? row.challengeId : null,
  };
}

async function claimAndNotify(db: Database, due: DueRow[]) {
  const reminders = JSON.stringify(due.map(reminderOf));
  const [row] = await rowsOf<{
    claimed: number;
    for_email: Omit<ReminderForEmail, 'localDate' | 'waiting'>[];
  }>(
    db,
    sql`
    with due as (
      select * from jsonb_to_recordset(${reminders}::jsonb)
        as d(user_id text, local_date date, title text, message text, challenge_id uuid)
    ),
    claimed as (
      insert into reminder_deliveries (user_id, local_date)
      select user_id, local_date from due order by user_id, local_date
      on conflict do nothing
      returning user_id, local_date
    ),
    notified as (
      insert into notifications (user_id, type, title, message, challenge_id)
      select d.user_id, 'reminder', d.title, d.message, d.challenge_id
      from due d
      join claimed c on c.user_id = d.user_id and c.local_date = d.local_date
      order by d.user_id
      returning user_id, title, message, challenge_id
    )
    select (select count(*) from claimed)::int as claimed,
      (select coalesce(json_agg(json_build_object('userId', n.user_id, 'email', u.email, 'locale', u.locale, 'title', n.title,
          'message', n.message, 'challengeId', n.challenge_id) order by n.user_id), '[]'::json)
        from notified n join users u on u.id = n.user_id
        where u.reminder_email_enabled) as for_email`,
  );
  // the e-mail lists every challenge waiting: what the notification names is one of them at most
  const dueOf = new Map(due.map((d) => [d.userId, d]));
  const forEmail = (row?.for_email ?? []).map((reminder): ReminderForEmail => {
    const { localDate, waiting } = dueOf.get(reminder.userId)!;
    return { ...reminder, localDate, waiting: waiting.map(waitingChallengeOf) };
  });
  return { claimed: Number(row?.claimed ?? 0), forEmail };
}

const waitingChallengeOf = (row: WaitingRow): WaitingChallenge => ({
  challengeId: row.challengeId,
  title: row.title,
  dailyGoal: dailyGoalOf(row.challengeType, row.goalConfig),
  mayRest: row.mayRest,
});
