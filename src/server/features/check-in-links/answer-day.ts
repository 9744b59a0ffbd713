import type { I18n } from '@lingui/core';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import { alreadyRestDayMessage } from '#shared/check-ins/rest-days';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { alreadyCheckedInMessage } from '#shared/domain/check-in-rules';
import type { Actor, Deps } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import type { CheckInAnswer } from '#server/features/reminder-emails/check-in-answer-token';
import type { AnswerPage } from './answer-page';
import { answerTexts } from './answer-texts';
import { type AnswerDay, type Answerer, findAnswerDay, findAnswerer } from './check-in-links.queries';

// The day a link answers, for whom and in which language, and the refusal pages both kinds of link share (issue 28).

/** A page and its HTTP status: a link that cannot record says why, as a 4xx page, never a 5xx. */
export interface AnswerOutcome {
  i18n: I18n;
  page: AnswerPage;
  status: 200 | 400 | 403 | 404 | 409 | 410 | 422;
}

export const refusedPage = (i18n: I18n, status: AnswerOutcome['status'], heading: string, text: string) => ({
  i18n,
  status,
  page: { state: 'refused' as const, heading, text },
});

/** Who asks and which day: `date` for an e-mail's answer, or null for the person's own today (a check-in link). */
export interface AnswerTarget {
  userId: string;
  challengeId: string;
  date: string | null;
}

export interface LoadedDay {
  answerer: Answerer;
  actor: Actor;
  i18n: I18n;
  date: string;
  isToday: boolean;
  day: AnswerDay;
}

/** The link's person, their language and the day it answers, or the page that says why there is none. */
export async function loadAnswerDay(deps: Deps, target: AnswerTarget): Promise<LoadedDay | AnswerOutcome> {
  const answerer = await findAnswerer(deps.db, target.userId);
  if (!answerer) return refusedPage(i18nFor('en'), 404, ...notInChallenge(i18nFor('en')));
  const i18n = i18nFor(answerer.locale);
  const today = calendarDateIn(answerer.timezone, deps.clock.now());
  const date = target.date ?? today;
  const day = await findAnswerDay(deps.db, answerer.userId, target.challengeId, date);
  if (!day?.participantId) return refusedPage(i18n, day ? 403 : 404, ...notInChallenge(i18n));
  const { locale: _locale, ...actor } = answerer;
  return { answerer, actor, i18n, date, isToday: date === today, day };
}

const notInChallenge = (i18n: I18n) =>
  [i18n._(answerTexts.notInChallengeHeading), i18n._(answerTexts.notInChallenge)] as const;

/** An amount already logged today that an 'at least' goal still waits on: a new total edits it. */
const isAmountEntry = (day: AnswerDay) =>
  day.entryKind === 'check_in' && dailyGoalOf(day.challengeType, day.goalConfig).kind === 'amount';

/** The page that says the day is taken, or null when `answer` may still be given. */
export function dayTakenPage(loaded: LoadedDay, answer: CheckInAnswer | null): AnswerOutcome | null {
  const { day, i18n, date } = loaded;
  if (!day.entryKind || (answer !== 'rest' && answer !== 'met' && answer !== 'missed' && isAmountEntry(day)))
    return null;
  const text =
    day.entryKind === 'rest' ? alreadyRestDayMessage(i18n, date) : alreadyCheckedInMessage(i18n, date);
  return refusedPage(i18n, 409, i18n._(answerTexts.answeredHeading), text);
}

export const usedPage = (i18n: I18n) =>
  refusedPage(i18n, 409, i18n._(answerTexts.usedHeading), i18n._(answerTexts.used));
