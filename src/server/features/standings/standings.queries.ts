import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';

// The leaderboard_standings table, kept in step with check-ins inside each check-in's transaction. The numbers
// are the SQL twin of computeStanding() in src/shared/domain/standing.ts; property tests assert they agree.

/**
 * product-rules.md#leaderboards: goal_data.sugarFree, else the legacy flag; a step day succeeds when its target is
 * met, an amount day when it is at least, or at most, its target (decision 082). Reads the check-in as `ci` (the
 * profile's year heatmap counts met days with it too).
 */
const isAmountDay = `jsonb_typeof(ci.goal_data->'amount') = 'number'
  and jsonb_typeof(ci.goal_data->'target') = 'number'`;
const isAtMost = `ci.goal_data->>'direction' = 'at_most'`;
export const isSuccessful = sql.raw(`case
  when jsonb_typeof(ci.goal_data->'stepCount') = 'number' and jsonb_typeof(ci.goal_data->'targetSteps') = 'number'
    then (ci.goal_data->>'stepCount')::numeric >= (ci.goal_data->>'targetSteps')::numeric
  when ${isAmountDay} then case when ${isAtMost}
    then (ci.goal_data->>'amount')::numeric <= (ci.goal_data->>'target')::numeric
    else (ci.goal_data->>'amount')::numeric >= (ci.goal_data->>'target')::numeric end
  when jsonb_typeof(ci.goal_data->'sugarFree') = 'boolean' then (ci.goal_data->>'sugarFree')::boolean
  else ci.sugar_free
end`);

/**
 * A check-in that leaves its day waiting: an 'at least' amount under the target the day is measured against (reads
 * `ci`). A rest day, a met-or-missed or step check-in, and an 'at most' amount settle the day; the evening reminder
 * and the app badge both count such a day as still open (decisions 082, 083).
 */
export const isUnderWay = sql`(ci.kind = 'check_in' and ci.goal_data->>'direction' = 'at_least' and not (${isSuccessful}))`;

const isStepDay = `jsonb_typeof(ci.goal_data->'stepCount') = 'number' and jsonb_typeof(ci.goal_data->'targetSteps') = 'number'`;
const steps = `(ci.goal_data->>'stepCount')::numeric`;
const target = `(ci.goal_data->>'targetSteps')::numeric`;

/**
 * product-rules.md#scoring step points of one day: 100 at or above the target, else round(steps / target × 100)
 * capped at 100.
 */
const dayPoints = sql.raw(`case when ${isStepDay} then
  case when ${target} <= 0 or ${steps} >= ${target} then 100 else least(100, round(${steps} * 100 / ${target})) end
else 0 end`);

const daySteps = sql.raw(`case when ${isStepDay} then ${steps} else 0 end`);
const dayAmount = sql.raw(`case when ${isAmountDay} then (ci.goal_data->>'amount')::numeric end`);
const dayAtMost = sql.raw(`${isAmountDay} and ${isAtMost}`);

/**
 * The common table expressions that recompute the standings of the participants `who` picks (a condition on
 * challenge_participants p) from `days`, their check-ins and rest days as the statement sees them (a relation with
 * challenge_id, user_id, date, kind, goal_data and sugar_free), counting only days within the challenge's dates, and
 * write them: upserted, or deleted once nothing is left to rank. The challenge's template, dates and zone are copied
 * too, with the day the person joined in the challenge's zone.
 */
export function standingsRefresh(who: SQL, days: SQL): SQL {
  const mine = sql`ci.challenge_id = p.challenge_id and ci.user_id = p.user_id
    and ci.date between c.start_date and c.end_date`;
  return sql`
    fresh as (
      select p.challenge_id, p.user_id, c.template_id, c.start_date, c.end_date, c.timezone, j.joined_on,
        -- the rate's first day: the later of the start and the joined day, or an earlier check-in's (decision 039)
        greatest(c.start_date, least(j.joined_on, coalesce(agg.first_date, j.joined_on))) as counted_from,
        rest.rest_dates,
        agg.successful_days, agg.total_check_ins, agg.best_streak, agg.current_streak, agg.step_points,
        agg.total_steps, agg.amount_total,
        -- an amount board's last key, the higher the better: the total for 'at least', minus the daily average
        -- (to 2 decimals, as shown) for 'at most' (decision 082)
        case when agg.is_at_most then -round(agg.amount_total / agg.amount_days, 2) else agg.amount_total end
          as amount_rank,
        -- the latest check-in's day carried through the rest days right after it
        agg.latest_date + coalesce((select max(r - agg.latest_date) from unnest(rest.rest_dates) r
          where r > agg.latest_date
            and r - agg.latest_date = (select count(*) from unnest(rest.rest_dates) q
              where q > agg.latest_date and q <= r)), 0) as streak_through
      from challenge_participants p
      join challenges c on c.id = p.challenge_id
      cross join lateral (select local_date(p.joined_at, c.timezone) as joined_on) j
      cross join lateral (
        select coalesce(array_agg(ci.date order by ci.date), '{}'::date[]) as rest_dates
        from ${days} ci
        where ${mine} and ci.kind = 'rest'
      ) rest
      cross join lateral (
        select
          count(*) filter (where d.ok)::int as successful_days,
          count(*)::int as total_check_ins,
          coalesce(max(d.run_length) filter (where d.ok), 0)::int as best_streak,
          -- the run that ends at the latest check-in, when that one was met
          coalesce((array_agg(case when d.ok then d.run_length else 0 end order by d.date desc))[1], 0)::int
            as current_streak,
          coalesce(sum(d.points), 0)::int as step_points,
          coalesce(sum(d.steps), 0)::int as total_steps,
          coalesce(sum(d.amount), 0) as amount_total,
          count(d.amount) as amount_days,
          coalesce(bool_or(d.at_most), false) as is_at_most,
          min(d.date) as first_date,
          max(d.date) as latest_date
        from (
          select w.*, count(*) over (partition by w.ok, w.island) as run_length
          from (
            -- consecutive positions of the same outcome share an island: position minus its rank among them
            select e.*, e.pos - (row_number() over (partition by e.ok order by e.pos))::int as island
            from (
              -- a check-in's position: its date with the rest days before it taken out, so a streak runs
              -- through a rest day without counting it
              select ci.date, ci.kind = 'rest' as is_rest, ${isSuccessful} as ok, ${dayPoints} as points,
                ${daySteps} as steps, ${dayAmount} as amount, ${dayAtMost} as at_most,
                ci.date - (count(*) filter (where ci.kind = 'rest') over (order by ci.date))::int as pos
              from ${days} ci
              where ${mine}
            ) e
            where not e.is_rest
          ) w
        ) d
      ) agg
      where ${who}
    ),
    emptied as (
      delete from leaderboard_standings s using fresh f
      where s.challenge_id = f.challenge_id and s.user_id = f.user_id
        and f.total_check_ins = 0 and cardinality(f.rest_dates) = 0
    ),
    upserted as (
      insert into leaderboard_standings as s (challenge_id, user_id, template_id, start_date, end_date, timezone,
        joined_on, counted_from, rest_dates, streak_through, successful_days, total_check_ins, best_streak,
        current_streak, step_points, total_steps, amount_total, amount_rank, updated_at)
      select challenge_id, user_id, template_id, start_date, end_date, timezone,
        joined_on, counted_from, rest_dates, streak_through, successful_days, total_check_ins, best_streak,
        current_streak, step_points, total_steps, amount_total, amount_rank, now()
      from fresh where total_check_ins > 0 or cardinality(rest_dates) > 0
      on conflict (challenge_id, user_id) do update set
        template_id = excluded.template_id,
        start_date = excluded.start_date,
        end_date = excluded.end_date,
        timezone = excluded.timezone,
        joined_on = excluded.joined_on,
        counted_from = excluded.counted_from,
        rest_dates = excluded.rest_dates,
        streak_through = excluded.streak_through,
        successful_days = excluded.successful_days,
        total_check_ins = excluded.total_check_ins,
        best_streak = excluded.best_streak,
        current_streak = excluded.current_streak,
        step_points = excluded.step_points,
        total_steps = excluded.total_steps,
        amount_total = excluded.amount_total,
        amount_rank = excluded.amount_rank,
        updated_at = excluded.updated_at
      returning 1
    )`;
}

/**
 * Recomputes the standings of every participant of a challenge from their check-ins: call it after the challenge's
 * dates change (the rows copy them, and only check-ins within them count). Check-in writes refresh the writer's own
 * standing in their own statement (check-ins/check-in-writes.ts).
 */
export async function refreshStandings(tx: Database, challengeId: string) {
  // every participant's row, as each check-in write locks its own, so no write slips in between
  await tx.execute(sql`select 1 from challenge_participants where challenge_id = ${challengeId} for update`);
  await tx.execute(sql`
    with ${standingsRefresh(sql`p.challenge_id = ${challengeId}`, sql`check_ins`)}
    select count(*) from upserted`);
}
