import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { Database } from '#server/db/database';
import { challenges } from '#server/db/schema/challenges';
import { isVisibleWhere, mayReadBoardWhere } from '#server/features/challenges/challenge-access';
import { parseJson, preparedStatement } from '#server/db/prepared-statement';

// The chart of each person's days (issue 27) in ONE statement, whatever the number of participants: the challenge
// with the board's access rule (challenge-access.ts), then, for a viewer who may read the board, its participants —
// only this challenge's, never the other copies of its template — each with their check-ins within its dates.

/** One stored day of a participant: a check-in or a rest day, with the goal data it was written with. */
export interface StoredDay {
  date: CalendarDate;
  kind: 'check_in' | 'rest';
  goalData: unknown;
  sugarFree: boolean;
  source: 'typed' | 'synced';
}

export interface StoredParticipantDays {
  userId: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  countedFrom: CalendarDate;
  days: StoredDay[];
}

export type AmountDaysAnswer =
  | { access: 'missing' }
  | { access: 'forbidden' }
  | {
      access: 'readable';
      challengeType: ChallengeType;
      goalConfig: Record<string, unknown>;
      startDate: CalendarDate;
      endDate: CalendarDate;
      timezone: string;
      people: StoredParticipantDays[];
    };

interface Row {
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown> | string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  timezone: string;
  visible: boolean;
  mayRead: boolean;
  people: StoredParticipantDays[] | string | null;
}

const c = alias(challenges, 'c');
const challengeId = sql.placeholder('challengeId');
const viewerId = sql.placeholder('viewerId');

const amountDaysStatement = preparedStatement<Row>(
  () => sql`
    with ch as (
      select c.challenge_type, c.goal_config, c.start_date, c.end_date, c.timezone,
        ${isVisibleWhere(c)} as visible, ${mayReadBoardWhere(c, viewerId)} as may_read
      from challenges c where c.id = ${challengeId}
    )
    select ch.challenge_type as "challengeType", ch.goal_config as "goalConfig",
      ch.start_date::text as "startDate", ch.end_date::text as "endDate", ch.timezone, ch.visible,
      ch.may_read as "mayRead",
      case when ch.may_read then (
        select coalesce(json_agg(json_build_object(
          'userId', u.id, 'name', u.name, 'email', u.email, 'avatar', u.image,
          -- the first day their rate counts from, as the standings count it (decision 039): the later of the start
          -- and the day they joined, or an earlier check-in's day
          'countedFrom', (select greatest(ch.start_date, least(j.joined_on, coalesce(min(ci.date), j.joined_on)))
            from (select local_date(p.joined_at, ch.timezone) as joined_on) j
            left join check_ins ci on ci.challenge_id = p.challenge_id and ci.user_id = p.user_id
              and ci.kind = 'check_in' and ci.date between ch.start_date and ch.end_date
            group by j.joined_on),
          'days', (select coalesce(json_agg(json_build_object('date', ci.date, 'kind', ci.kind,
              'goalData', ci.goal_data, 'sugarFree', ci.sugar_free, 'source', ci.source) order by ci.date), '[]'::json)
            from check_ins ci
            where ci.challenge_id = p.challenge_id and ci.user_id = p.user_id
              and ci.date between ch.start_date and ch.end_date)
        ) order by p.joined_at, p.id), '[]'::json)
        from challenge_participants p join users u on u.id = p.user_id
        where p.challenge_id = ${challengeId}
      ) end as people
    from ch`,
);

/** The participants' days of `challengeId` as `viewerId` may see them: one statement. */
export async function readAmountDays(
  db: Database,
  query: { challengeId: string; viewerId: string },
): Promise<AmountDaysAnswer> {
  const [row] = await amountDaysStatement.run(db, query);
  if (!row?.visible) return { access: 'missing' };
  if (!row.mayRead) return { access: 'forbidden' };
  return {
    access: 'readable',
    challengeType: row.challengeType,
    goalConfig: parseJson(row.goalConfig),
    startDate: row.startDate,
    endDate: row.endDate,
    timezone: row.timezone,
    people: parseJson(row.people ?? []),
  };
}
