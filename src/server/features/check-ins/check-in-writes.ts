import { type SQL, sql } from 'drizzle-orm';
import type { CheckInKind, CheckInSource } from '#shared/check-ins/check-ins.types';
import type { MilestoneFacts } from '#shared/domain/streak';
import type { Database } from '#server/db/database';
import { preparedStatement } from '#server/db/prepared-statement';
import { standingsRefresh } from '#server/features/standings/standings.queries';
import { checkInJsonOf, milestoneFactsJsonOf, type WrittenCheckIn } from './check-in-json';
import type { StoredGoal } from './check-ins.policy';

// A check-in write and the recompute of the writer's standing, as ONE statement: a round trip less on the busiest
// write of the app. A statement does not see its own changes in the table, so the recompute reads the person's
// check-ins as the write leaves them: the others from the table, the written one from the write's RETURNING.
// Callers hold the person's participation lock (check-ins.queries.ts), so no other write of theirs slips in between.

/** The written check-in and the writer's standing just before and just after the write (for milestones). */
export interface WriteResult {
  checkIn: WrittenCheckIn;
  before: MilestoneFacts;
  after: MilestoneFacts;
}

const dayColumns = sql.raw('challenge_id, user_id, date, kind, goal_data, sugar_free');

// Each write is a prepared statement: building it on every call cost tens of µs of a check-in write's Node CPU.
// Its values are placeholders; every write has these two.
const challengeId = sql.placeholder('challengeId');
const userId = sql.placeholder('userId');
/** the check-in an update or delete changes */
const checkInId = sql.placeholder('checkInId');

interface Write {
  /** the data-modifying statement, RETURNING * */
  statement: SQL;
  /** an update or delete: its check-in's old version in the table is not read */
  replaces: boolean;
  /** the written row counts (insert, update), or not (delete) */
  keepsWritten: boolean;
}

/** The write and the writer's standing before and after it, as one statement's text. */
function withStanding(write: Write): SQL {
  const others = sql`select ${dayColumns} from check_ins
    where challenge_id = ${challengeId} and user_id = ${userId}${write.replaces ? sql` and id <> ${checkInId}` : sql``}`;
  const days = write.keepsWritten
    ? sql`(${others} union all select ${dayColumns} from written)`
    : sql`(${others})`;
  // the outer select reads the tables as they were before this statement: the standing and latest day before it
  return sql`
    with written as (${write.statement}),
    ${standingsRefresh(sql`p.challenge_id = ${challengeId} and p.user_id = ${userId}`, days)}
    select ${checkInJsonOf('w')} as "checkIn",
    (select ${milestoneFactsJsonOf('s')} from fresh f
      left join leaderboard_standings s on s.challenge_id = f.challenge_id and s.user_id = f.user_id) as "before",
    (select ${milestoneFactsJsonOf('f')} from fresh f) as "after"
    from written w`;
}

const insertWithStanding = preparedStatement<WriteResult>(() =>
  withStanding({
    statement: sql`insert into check_ins (user_id, challenge_id, date, kind, goal_data, sugar_free, notes, client_id,
        source)
      values (${userId}, ${challengeId}, ${sql.placeholder('date')}::date, ${sql.placeholder('kind')},
        ${sql.placeholder('goalData')}::jsonb, ${sql.placeholder('sugarFree')}, ${sql.placeholder('notes')},
        ${sql.placeholder('clientId')}::uuid, ${sql.placeholder('source')})
      returning *`,
    replaces: false,
    keepsWritten: true,
  }),
);

const updateWithStanding = preparedStatement<WriteResult>(() =>
  withStanding({
    statement: sql`update check_ins set goal_data = ${sql.placeholder('goalData')}::jsonb,
        sugar_free = ${sql.placeholder('sugarFree')}, notes = ${sql.placeholder('notes')},
        source = ${sql.placeholder('source')}, updated_at = now()
      where id = ${checkInId}
      returning *`,
    replaces: true,
    keepsWritten: true,
  }),
);

const deleteWithStanding = preparedStatement(() =>
  withStanding({
    statement: sql`delete from check_ins where id = ${checkInId} returning *`,
    replaces: true,
    keepsWritten: false,
  }),
);

export interface NewCheckIn extends StoredGoal {
  userId: string;
  challengeId: string;
  date: string;
  /** a check-in unless given: 'rest' declares a rest day (decision 039) */
  kind?: CheckInKind;
  /** the device's id for it (decision 030), or null */
  clientId: string | null;
  /** 'typed' unless given: 'synced' from a sync of the day's amount (product-rules.md#synced-amounts) */
  source?: CheckInSource;
}

/** Inserts the check-in (a duplicate date fails on the unique constraint) and refreshes the standing. */
export async function insertCheckInWithStanding(tx: Database, values: NewCheckIn): Promise<WriteResult> {
  const [written] = await insertWithStanding.run(tx, {
    challengeId: values.challengeId,
    userId: values.userId,
    date: values.date,
    kind: values.kind ?? 'check_in',
    goalData: JSON.stringify(values.goalData),
    sugarFree: values.sugarFree,
    notes: values.notes,
    clientId: values.clientId,
    source: values.source ?? 'typed',
  });
  return written!;
}

type ExistingCheckIn = { id: string; challengeId: string; userId: string };

/** The placeholders' values of an update or delete that name the check-in and its person. */
const ofExisting = (existing: ExistingCheckIn) => ({
  challengeId: existing.challengeId,
  userId: existing.userId,
  checkInId: existing.id,
});

/**
 * Rewrites the check-in's answer and notes and refreshes the standing. `source` is who wrote the new answer: an
 * edit in the app makes a synced day typed, so later syncs leave it alone (product-rules.md#synced-amounts).
 */
export async function updateCheckInWithStanding(
  tx: Database,
  existing: ExistingCheckIn,
  goal: StoredGoal,
  source: CheckInSource,
): Promise<WriteResult> {
  const [written] = await updateWithStanding.run(tx, {
    ...ofExisting(existing),
    goalData: JSON.stringify(goal.goalData),
    sugarFree: goal.sugarFree,
    notes: goal.notes,
    source,
  });
  return written!;
}

/** Deletes the check-in and refreshes the standing (off the board once nothing is left). */
export async function deleteCheckInWithStanding(tx: Database, existing: ExistingCheckIn) {
  await deleteWithStanding.run(tx, ofExisting(existing));
}
