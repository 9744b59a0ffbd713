import type { CheckIn, RecentCheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { I18n } from '@lingui/core';
import { alreadyRestDayMessage, REST_DAY_EDIT_MESSAGE } from '#shared/check-ins/rest-days';
import { calendarDateIn } from '#shared/domain/calendar-date';
import {
  alreadyCheckedInMessage,
  checkInChangeRefusal,
  checkInDateRefusal,
} from '#shared/domain/check-in-rules';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '#server/lib/domain-error';
import { isOrganizer, visibleChallenge } from '#server/features/challenges/challenge-access';
import { toCheerSummary } from '#server/features/check-ins/cheer-summary';
import { toRecordedCheckIn } from './check-in-reward';
import { toCheckIn, toRecentCheckIn } from './check-in-view';
import {
  deleteCheckInWithStanding,
  insertCheckInWithStanding,
  updateCheckInWithStanding,
} from './check-in-writes';
import { checkInMessages } from './check-in-messages';
import { goalFor } from './check-ins.policy';
import {
  CLIENT_ID_CONSTRAINT,
  findChallengeForViewer,
  findOwnCheckIn,
  findOwnCheckInByClientId,
  findOwnDayKind,
  listOwnCheckIns,
  listRecentCheckIns,
  lockOwnCheckInAndParticipation,
  lockParticipation,
  violatedUniqueConstraint,
} from './check-ins.queries';

// Every check-in write is one transaction: the participant's row is locked first, then the check-in is written and
// the person's standing recomputed (one statement), so the board never disagrees with the check-ins, even under
// concurrency.

export interface RecordCheckIn {
  date: string;
  met?: boolean;
  stepCount?: number;
  /** the day's amount for an amount goal (decision 082) */
  amount?: number;
  confirmStepCount?: boolean;
  notes: string | null;
  /** the device's id for this check-in (decision 030) */
  clientId?: string;
}

/** The check-in, and whether the request was a replay that answered an existing one (nothing was written). */
export interface RecordOutcome {
  checkIn: RecordedCheckIn;
  isReplay: boolean;
}

export interface EditCheckIn {
  met?: boolean;
  stepCount?: number;
  amount?: number;
  confirmStepCount?: boolean;
  /** absent: unchanged; null: cleared */
  notes?: string | null;
}

export async function recordCheckIn(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  input: RecordCheckIn,
  /** the asker's language, for the refusals that name a day */
  i18n: I18n,
): Promise<RecordOutcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      // a participant only: someone removed since is refused even when replaying (their check-ins went with them)
      const challenge = await lockParticipation(tx, challengeId, actor.userId);
      if (!challenge)
        throw await nonParticipantRefusal(tx, challengeId, actor, checkInMessages.joinToCheckIn);
      const now = deps.clock.now();
      const todays = {
        challengeToday: calendarDateIn(challenge.timezone, now),
        personToday: calendarDateIn(actor.timezone, now),
      };
      // looked up under the participation lock, so simultaneous replays queue and all but the first find the row
      const replayed = input.clientId
        ? await findOwnCheckInByClientId(tx, actor.userId, input.clientId)
        : undefined;
      if (replayed) {
        // the same id for another day or challenge is a client's mistake, never a way to reach that check-in
        if (replayed.checkIn.challengeId !== challengeId || replayed.checkIn.date !== input.date)
          throw unprocessable(checkInMessages.clientIdReused, { clientId: checkInMessages.clientIdReused });
        // it exists already: no date rule applies to writing nothing, and later edits are answered, not overwritten
        const marks = { personTimezone: actor.timezone, flag: replayed.flag, readsFlagReason: true };
        return { checkIn: toRecordedCheckIn(replayed, challenge, todays, marks), isReplay: true };
      }
      const refusal = checkInDateRefusal(challenge, input.date, todays)?.(i18n);
      if (refusal) throw badRequest(refusal, { date: refusal });
      const written = await insertCheckInWithStanding(tx, {
        userId: actor.userId,
        challengeId,
        date: input.date,
        clientId: input.clientId ?? null,
        ...goalFor(challenge, input),
      });
      const marks = { personTimezone: actor.timezone };
      return { checkIn: toRecordedCheckIn(written, challenge, todays, marks), isReplay: false };
    });
  } catch (error) {
    // the unique constraints decide between simultaneous writes: (user, challenge, date) between duplicates of a
    // day; (user, client id) between one id sent for two challenges at once (each under its own lock)
    const constraint = violatedUniqueConstraint(error);
    if (constraint === CLIENT_ID_CONSTRAINT)
      throw unprocessable(checkInMessages.clientIdReused, { clientId: checkInMessages.clientIdReused });
    if (constraint !== undefined) {
      const kind = await findOwnDayKind(deps.db, challengeId, actor.userId, input.date);
      throw dayTaken(i18n, kind, input.date);
    }
    throw error;
  }
}

export async function editCheckIn(deps: Deps, actor: Actor, checkInId: string, input: EditCheckIn) {
  return deps.db.transaction(async (tx): Promise<RecordedCheckIn> => {
    const { existing, challenge, challengeToday, flag } = await lockForChange(
      deps,
      tx,
      actor,
      checkInId,
      checkInMessages.joinToEdit,
    );
    if (existing.kind === 'rest') throw conflict(REST_DAY_EDIT_MESSAGE);
    const previous = toCheckIn(existing, challenge, challengeToday);
    // a step challenge takes its count as stepCount or as its amount
    const sentCount = input.stepCount ?? input.amount;
    const goal = goalFor(challenge, {
      met: input.met ?? previous.met,
      stepCount: sentCount ?? previous.stepCount ?? undefined,
      amount: input.amount ?? previous.amount ?? undefined,
      notes: input.notes === undefined ? existing.notes : input.notes,
      // a count kept as it was was confirmed when it was saved: only a new one above the bound asks again
      confirmStepCount:
        input.confirmStepCount === true || sentCount === undefined || sentCount === previous.stepCount,
    });
    // typed: whatever wrote the day before, the person's own edit is what it says now
    const written = await updateCheckInWithStanding(tx, existing, goal, 'typed');
    return toRecordedCheckIn(
      written,
      challenge,
      { challengeToday, personToday: calendarDateIn(actor.timezone, deps.clock.now()) },
      { personTimezone: actor.timezone, flag, readsFlagReason: true },
    );
  });
}

export async function removeCheckIn(deps: Deps, actor: Actor, checkInId: string) {
  await deps.db.transaction(async (tx) => {
    const { existing } = await lockForChange(deps, tx, actor, checkInId, checkInMessages.joinToDelete);
    await deleteCheckInWithStanding(tx, existing);
  });
}

/** Only the owner may change a check-in (anyone else's is 'not found'), while taking part and before the lock. */
export async function lockForChange(
  deps: Deps,
  tx: Database,
  actor: Actor,
  checkInId: string,
  joinMessage: string,
) {
  const locked = await lockOwnCheckInAndParticipation(tx, checkInId, actor.userId);
  if (!locked) {
    // refused: tell 'not yours or unknown' from 'yours, but no longer taking part'
    const own = await findOwnCheckIn(tx, checkInId, actor.userId);
    throw own ? forbidden(joinMessage) : notFound(checkInMessages.checkInNotFound);
  }
  const { checkIn: existing, challenge, flag } = locked;
  const challengeToday = calendarDateIn(challenge.timezone, deps.clock.now());
  const refusal = checkInChangeRefusal(challenge, challengeToday);
  if (refusal) throw badRequest(refusal);
  return { existing, challenge, challengeToday, flag };
}

/** The day is taken: by a check-in, or by a rest day (decision 039), which says how to free it. */
export const dayTaken = (i18n: I18n, kind: string | undefined, date: string) =>
  conflict(kind === 'rest' ? alreadyRestDayMessage(i18n, date) : alreadyCheckedInMessage(i18n, date));

/** Why someone who does not take part is refused: a challenge they may not see is 'not found', else 403. */
export async function nonParticipantRefusal(
  db: Database,
  challengeId: string,
  actor: Actor,
  joinMessage: string,
) {
  visibleChallenge(await findChallengeForViewer(db, challengeId, actor.userId));
  return forbidden(joinMessage);
}

export interface ListCheckIns {
  scope: 'mine' | 'recent';
  limit: number;
}

/** A participant's own check-ins (latest date first), or everyone's newest in the challenge with who made them. */
export async function listCheckIns(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  { scope, limit }: ListCheckIns,
): Promise<(CheckIn | RecentCheckIn)[]> {
  const challenge = visibleChallenge(await findChallengeForViewer(deps.db, challengeId, actor.userId));
  if (!challenge.isParticipant) throw forbidden(checkInMessages.joinToSee);
  const today = calendarDateIn(challenge.timezone, deps.clock.now());
  if (scope === 'mine') {
    const rows = await listOwnCheckIns(deps.db, challengeId, actor.userId, limit);
    const marks = { personTimezone: actor.timezone, readsFlagReason: true };
    return rows.map(({ checkIn, flag }) => toCheckIn(checkIn, challenge, today, { ...marks, flag }));
  }
  const rows = await listRecentCheckIns(deps.db, challengeId, actor.userId, limit);
  const readsEveryReason = isOrganizer(challenge, actor.userId);
  return rows.map(({ checkIn, person, flag, cheers }) =>
    toRecentCheckIn(checkIn, person, challenge, today, toCheerSummary(cheers), {
      flag,
      readsFlagReason: readsEveryReason || person.id === actor.userId,
    }),
  );
}
