import { amountAgainstTarget, amountGoalText, amountText } from '#shared/challenges/amount-texts';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import { ANSWER_LABELS } from '#shared/check-in-links/answer-labels';
import { REST_DAY_TAKEN_MESSAGE } from '#shared/check-ins/rest-days';
import { milestoneLabel, streakLabel } from '#shared/domain/streak';
import { formatDayIn } from '#shared/i18n/formats';
import { translated } from '#shared/i18n/translatable';
import type { Deps } from '#server/app-env';
import { badRequest, DomainError } from '#server/lib/domain-error';
import { checkInMessages } from '#server/features/check-ins/check-in-messages';
import type { CheckInAnswer } from '#server/features/reminder-emails/check-in-answer-token';
import { editCheckIn, recordCheckIn } from '#server/features/check-ins/check-ins.service';
import { declareRestDay } from '#server/features/check-ins/rest-days.service';
import type { AnswerButton } from './answer-page';
import { answerTexts } from './answer-texts';
import { markAnswerUsed } from './check-in-links.queries';
import { type AnswerOutcome, dayTakenPage, type LoadedDay, refusedPage, usedPage } from './answer-day';

// What both kinds of link do (issue 28): for the day a link answers (answer-day.ts), say what will be recorded,
// and record it as the link's person through the check-in services — which take their participation lock and
// recompute their standing — never by writing check_ins here.

/**
 * The ready page: one answer given (an e-mail's link), or the choice of 'Met goal' and 'Missed' (a check-in link,
 * `answer` null); an amount's goal asks for the day's amount instead.
 */
export function readyPage(loaded: LoadedDay, answer: CheckInAnswer | null, action: string): AnswerOutcome {
  const taken = dayTakenPage(loaded, answer);
  if (taken) return taken;
  const { i18n, day, date, isToday } = loaded;
  const goal = dailyGoalOf(day.challengeType, day.goalConfig);
  const heading = isToday
    ? i18n._(answerTexts.recordToday(day.title))
    : i18n._(answerTexts.recordDay(formatDayIn(i18n.locale, date), day.title));
  const base = { state: 'ready' as const, heading, action };
  if (answer === 'rest' || (answer !== null && goal.kind === 'yes_no')) {
    const label = i18n._(ANSWER_LABELS[answer === 'amount' ? 'met' : answer]);
    return {
      i18n,
      status: 200,
      page: { ...base, willRecord: label, buttons: [{ answer, label: i18n._(answerTexts.recordIt) }] },
    };
  }
  if (goal.kind === 'amount') {
    const soFarAmount = typeof day.entryGoalData?.amount === 'number' ? day.entryGoalData.amount : undefined;
    const soFarSteps =
      typeof day.entryGoalData?.stepCount === 'number' ? day.entryGoalData.stepCount : undefined;
    const soFar = soFarAmount ?? soFarSteps;
    const amount = {
      hint: amountGoalText(i18n, goal),
      ...(soFar !== undefined && { soFar: amountAgainstTarget(i18n, soFar, goal) }),
    };
    return { i18n, status: 200, page: { ...base, buttons: [], amount } };
  }
  const buttons: AnswerButton[] = [
    { answer: 'met', label: i18n._(ANSWER_LABELS.met) },
    { answer: 'missed', label: i18n._(ANSWER_LABELS.missed) },
  ];
  return { i18n, status: 200, page: { ...base, buttons } };
}

export interface GivenAnswer {
  answer: CheckInAnswer;
  /** the form's amount, as typed */
  amount?: string;
  /** an e-mail answer's nonce: marked used in the same transaction as the check-in */
  nonce?: string;
  /** after the check-in, in its transaction (a check-in link's last use) */
  alsoInTransaction?: (tx: Deps['db']) => Promise<void>;
}

const amountOf = (typed: string | undefined) => {
  const value = typed?.trim() ? Number(typed.replace(',', '.')) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
};

/** Records the answer as the link's person: one transaction with the used mark, so a refused one stays unused. */
export async function recordAnswer(
  loaded: LoadedDay,
  deps: Deps,
  given: GivenAnswer,
): Promise<AnswerOutcome> {
  const taken = dayTakenPage(loaded, given.answer);
  if (taken) return taken;
  const { i18n, actor, day, date } = loaded;
  const goal = dailyGoalOf(day.challengeType, day.goalConfig);
  const amount = given.answer === 'amount' ? amountOf(given.amount) : undefined;
  // what the page says was recorded: the answer's word, or the amount with its unit
  const label =
    given.answer === 'amount'
      ? goal.kind === 'amount' && amount !== undefined
        ? amountText(i18n, amount, goal)
        : ''
      : i18n._(ANSWER_LABELS[given.answer]);
  try {
    // an empty or unreadable field: a new total is needed, never 'keep what was there'
    if (given.answer === 'amount' && amount === undefined)
      throw badRequest(checkInMessages.amountRequired, { amount: checkInMessages.amountRequired });
    const reward = await deps.db.transaction(async (tx) => {
      if (given.nonce && !(await markAnswerUsed(tx, given.nonce, deps.clock.now()))) throw usedSignal;
      // the check-in services' own transaction becomes a savepoint of this one
      const inTx = { ...deps, db: tx };
      let text: string | undefined;
      if (given.answer === 'rest') {
        await declareRestDay(inTx, actor, day.id, { date }, i18n);
        text = i18n._(REST_DAY_TAKEN_MESSAGE);
      } else {
        const recorded =
          given.answer === 'amount' && day.entryId
            ? await editCheckIn(inTx, actor, day.entryId, { amount })
            : (
                await recordCheckIn(
                  inTx,
                  actor,
                  day.id,
                  {
                    date,
                    notes: null,
                    ...(given.answer === 'amount' ? { amount } : { met: given.answer === 'met' }),
                  },
                  i18n,
                )
              ).checkIn;
        text = recorded.milestone
          ? milestoneLabel(i18n, recorded.milestone)
          : (streakLabel(i18n, recorded.currentStreak) ?? undefined);
      }
      await given.alsoInTransaction?.(tx);
      return text;
    });
    const dayText = formatDayIn(i18n.locale, date);
    return {
      i18n,
      status: 200,
      page: {
        state: 'done',
        text: i18n._(answerTexts.done(day.title, dayText, label)),
        ...(reward && { reward }),
        challengePath: `/challenge/${day.id}`,
      },
    };
  } catch (error) {
    if (error === usedSignal) return usedPage(i18n);
    if (!(error instanceof DomainError) || error.status >= 500) throw error;
    const status = ([400, 403, 404, 409, 422] as const).find((s) => s === error.status) ?? 400;
    return refusedPage(i18n, status, i18n._(answerTexts.refusedHeading), translated(i18n, error.message));
  }
}

const usedSignal = new Error('one-tap answer already used');
