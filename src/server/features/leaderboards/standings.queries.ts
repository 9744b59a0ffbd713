import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';

// The leaderboard_standings table, kept in step with check-ins inside each check-in's transaction. The numbers
// are the SQL twin of computeStanding() in src/shared/domain/standing.ts; property tests assert they agree.

/**
 * product-rules.md#leaderboards: goal_data.sugarFree, else the legacy flag; a step day succeeds when its target is
 * met. Reads the check-in as `ci` (the profile's year heatmap counts met days with it too).
 */
export const isSuccessful = sql.raw(`case
  when jsonb_typeof(ci.goal_data->'stepCount') = 'number' and jsonb_typeof(ci.goal_data->'targetSteps') = 'number'
    then (ci.goal_data->>'stepCount')::numeric >= (ci.goal_data->>'targetSteps')::numeric
  when jsonb_typeof(ci.goal_data->'sugarFree') = 'boolean' then (ci.goal_data->>'sugarFree')::boolean
  else ci.sugar_free
end`);

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

/**
 * The common table expressions that recompute the standings of the participants `who` picks (a condition on
 * challenge_participants p) from `days`, their check-ins as the statement sees them (a relation with challenge_id,
 * user_id, date, goal_data and sugar_free), counting only days within the challenge's dates, and write them:
 * upserted, or deleted once nothing is left to rank. The challenge's template, dates and zone are copied too.
 */
export function standingsRefresh(who: SQL, days: SQL): SQL {
  return sql`
    fresh as (
      select p.challenge_id, p.user_id, c.template_id, c.start_date, c.end_date, c.timezone, agg.*
      from challenge_participants p
      join challenges c on c.id = p.challenge_id
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
          -- not stored: what a check-in write answers with (the streak is alive while this is recent)
          max(d.date) as latest_date
        from (
          select days.*, count(*) over (partition by days.ok, days.island) as run_length
          from (
            select ci.date, ${isSuccessful} as ok, ${dayPoints} as points, ${daySteps} as steps,
              -- consecutive dates of the same outcome share an island: date minus its rank among them
              ci.date - (row_number() over (partition by ${isSuccessful} order by ci.date))::int as island
            from ${days} ci
            where ci.challenge_id = p.challenge_id and ci.user_id = p.user_id
              and ci.date between c.start_date and c.end_date
          ) days
        ) d
      ) agg
      where ${who}
    ),
    emptied as (
      delete from leaderboard_standings s using fresh f
      where s.challenge_id = f.challenge_id and s.user_id = f.user_id and f.total_check_ins = 0
    ),
    upserted as (
      insert into leaderboard_standings as s (challenge_id, user_id, template_id, start_date, end_date, timezone,
        successful_days, total_check_ins, best_streak, current_streak, step_points, total_steps, updated_at)
      select challenge_id, user_id, template_id, start_date, end_date, timezone,
        successful_days, total_check_ins, best_streak, current_streak, step_points, total_steps, now()
      from fresh where total_check_ins > 0
      on conflict (challenge_id, user_id) do update set
        template_id = excluded.template_id,
        start_date = excluded.start_date,
        end_date = excluded.end_date,
        timezone = excluded.timezone,
        successful_days = excluded.successful_days,
        total_check_ins = excluded.total_check_ins,
        best_streak = excluded.best_streak,
        current_streak = excluded.current_streak,
        step_points = excluded.step_points,
        total_steps = excluded.total_steps,
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
