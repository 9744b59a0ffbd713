import type { I18n } from '@lingui/core';
import type { DeclaredRestDay } from '#shared/check-ins/check-ins.types';
import { noRestDaysLeftMessage, restDayDateRefusal } from '#shared/check-ins/rest-days';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { initialCheckInDate } from '#shared/domain/check-in-window';
import { activeStreak } from '#shared/domain/streak';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, conflict } from '#server/lib/domain-error';
import { toCheckIn } from './check-in-view';
import { insertCheckInWithStanding } from './check-in-writes';
import { checkInMessages } from './check-in-messages';
import { dayTaken, nonParticipantRefusal } from './check-ins.service';
import {
  countOwnRestDays,
  findOwnDayKind,
  lockParticipation,
  violatedUniqueConstraint,
} from './check-ins.queries';

// product-rules.md#rest-days (decision 039): a rest day is a check_ins row of kind 'rest', so the one-row-per-day
// constraint keeps a day from being both. The budget is counted under the person's participation lock, which every
// write of theirs in the challenge takes first, so simultaneous declarations queue and never exceed it.

export async function declareRestDay(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  input: { date: string },
  /** the asker's language, for the refusals that name a day or count the budget */
  i18n: I18n,
): Promise<DeclaredRestDay> {
  try {
    return await deps.db.transaction(async (tx) => {
      const challenge = await lockParticipation(tx, challengeId, actor.userId);
      if (!challenge) throw await nonParticipantRefusal(tx, challengeId, actor, checkInMessages.joinToRest);
      const now = deps.clock.now();
      const challengeToday = calendarDateIn(challenge.timezone, now);
      const refusal = restDayDateRefusal(challenge, input.date, challengeToday)?.(i18n);
      if (refusal) throw badRequest(refusal, { date: refusal });
      const taken = await findOwnDayKind(tx, challengeId, actor.userId, input.date);
      if (taken) throw dayTaken(i18n, taken, input.date);
      const used = await countOwnRestDays(tx, challengeId, actor.userId);
      if (used >= challenge.restDayBudget)
        throw conflict(noRestDaysLeftMessage(i18n, used, challenge.restDayBudget));
      const { checkIn, after } = await insertCheckInWithStanding(tx, {
        userId: actor.userId,
        challengeId,
        date: input.date,
        kind: 'rest',
        clientId: null,
        goalData: {},
        sugarFree: false,
        notes: null,
      });
      const checkInDay = initialCheckInDate(challenge, calendarDateIn(actor.timezone, now));
      return {
        ...toCheckIn(checkIn, challenge, challengeToday),
        currentStreak: activeStreak(after, checkInDay),
        restDaysUsed: used + 1,
        restDayBudget: challenge.restDayBudget,
      };
    });
  } catch (error) {
    // the unique (user, challenge, date) decides when the day was taken between the look-up and the insert
    if (violatedUniqueConstraint(error) === undefined) throw error;
    throw dayTaken(i18n, await findOwnDayKind(deps.db, challengeId, actor.userId, input.date), input.date);
  }
}
