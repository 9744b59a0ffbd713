import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { DayAmountSync } from '#shared/check-ins/day-amount-sync.schemas';
import { amountText } from '#shared/challenges/amount-texts';
import { type AmountGoal, dailyGoalOf } from '#shared/challenges/daily-goal';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { checkInDateRefusal } from '#shared/domain/check-in-rules';
import { formatDayIn } from '#shared/i18n/formats';
import { translatable } from '#shared/i18n/translatable';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, conflict, unprocessable } from '#server/lib/domain-error';
import { toRecordedCheckIn } from './check-in-reward';
import { toCheckIn } from './check-in-view';
import { insertCheckInWithStanding, updateCheckInWithStanding } from './check-in-writes';
import { checkInMessages } from './check-in-messages';
import { goalFor } from './check-ins.policy';
import { findOwnDayEntry, lockParticipation } from './check-ins.queries';
import { dayTaken, nonParticipantRefusal } from './check-ins.service';

// product-rules.md#synced-amounts: a phone's automation (iOS Shortcuts, an Android automation app) sets the day's
// amount as often as it runs. The latest sync wins while the day may still be checked in; the same amount again
// writes nothing; what the person typed is never replaced — the sync is refused, naming what they typed, so the
// automation shows it.

const NOT_AN_AMOUNT = translatable(
  msg`Only an amount or steps can be synced: this challenge's days are met or missed. Record them with a check-in.`,
);

/** The day's entry as the sync left it, and whether the sync created it (201) rather than changed or kept it. */
export interface SyncOutcome {
  checkIn: RecordedCheckIn;
  isCreated: boolean;
}

export async function syncDayAmount(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  date: string,
  input: DayAmountSync,
  /** the asker's language, for the refusals that name a day */
  i18n: I18n,
): Promise<SyncOutcome> {
  return deps.db.transaction(async (tx) => {
    // the participation lock queues the syncs of every device of the person: each reads what the last one wrote
    const challenge = await lockParticipation(tx, challengeId, actor.userId);
    if (!challenge) throw await nonParticipantRefusal(tx, challengeId, actor, checkInMessages.joinToCheckIn);
    const goal = dailyGoalOf(challenge.challengeType, challenge.goalConfig);
    if (goal.kind !== 'amount') throw unprocessable(NOT_AN_AMOUNT, { amount: NOT_AN_AMOUNT });
    const now = deps.clock.now();
    const todays = {
      challengeToday: calendarDateIn(challenge.timezone, now),
      personToday: calendarDateIn(actor.timezone, now),
    };
    const refusal = checkInDateRefusal(challenge, date, todays)?.(i18n);
    if (refusal) throw badRequest(refusal, { date: refusal });
    const answer = { amount: input.amount, confirmStepCount: input.confirmStepCount, notes: null };
    const marks = { personTimezone: actor.timezone };
    const existing = await findOwnDayEntry(tx, { challengeId, userId: actor.userId, date });
    if (!existing) {
      const written = await insertCheckInWithStanding(tx, {
        userId: actor.userId,
        challengeId,
        date,
        clientId: null,
        source: 'synced',
        ...goalFor(challenge, answer),
      });
      return { checkIn: toRecordedCheckIn(written, challenge, todays, marks), isCreated: true };
    }
    if (existing.checkIn.kind === 'rest') throw dayTaken(i18n, 'rest', date);
    const previous = toCheckIn(existing.checkIn, challenge, todays.challengeToday);
    if (existing.checkIn.source === 'typed') throw typedDayKept(i18n, previous.amount, goal, date);
    const kept = { ...marks, flag: existing.flag, readsFlagReason: true };
    // the same amount again: nothing to write (a sync runs every hour, most runs change nothing)
    if (previous.amount === input.amount)
      return { checkIn: toRecordedCheckIn(existing, challenge, todays, kept), isCreated: false };
    const written = await updateCheckInWithStanding(
      tx,
      existing.checkIn,
      goalFor(challenge, { ...answer, notes: existing.checkIn.notes }),
      'synced',
    );
    return { checkIn: toRecordedCheckIn(written, challenge, todays, kept), isCreated: false };
  });
}

/** 409: the person typed the day; the refusal names what they typed and how to let syncs set it again. */
function typedDayKept(i18n: I18n, typedAmount: number | null, goal: AmountGoal, date: string) {
  const day = formatDayIn(i18n.locale, date);
  if (typedAmount === null)
    return conflict(
      t(
        i18n,
      )`You checked in for ${day} yourself, so this sync was not saved. Delete that check-in in HabitSprint to let syncs set the day.`,
    );
  const typed = amountText(i18n, typedAmount, goal);
  return conflict(
    t(
      i18n,
    )`You typed ${typed} for ${day}, so this sync was not saved: a sync never replaces what you typed. Delete that check-in in HabitSprint to let syncs set the day.`,
  );
}
