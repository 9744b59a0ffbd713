import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import type { Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import type { I18n } from '@lingui/core';
import { addDays } from '#shared/domain/calendar-date';
import { ANSWER_LABELS, logAmountLabel } from '#shared/check-in-links/answer-labels';
import type { ReminderForEmail, WaitingChallenge } from './reminder-for-email';
import { type ChallengeAnswers, reminderEmail } from './reminder-email';
import { reminderUnsubscribeToken } from './unsubscribe-token';
import { CHECK_IN_ANSWER_PATH, type CheckInAnswer, checkInAnswerToken } from './check-in-answer-token';

/** Whether a push notification can reach the person on at least one of their devices. */
export type HasPushOnAnyDevice = (db: Database, userId: string) => Promise<boolean>;

/** The path of the one-click unsubscribe link (RFC 8058); exempt from the origin check for that reason. */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/unsubscribe/reminders';

export function reminderUnsubscribeUrl(deps: Pick<Deps, 'env' | 'authSecret'>, userId: string) {
  const token = reminderUnsubscribeToken(deps.authSecret, userId);
  return `${deps.env.APP_URL}${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * How long a one-tap answer works: through the 7th day after its date, on the person's own calendar — as long as a
 * check-in for that day is not yet 'old' (product-rules.md#check-in-windows); the check-in rules still refuse a
 * day whose challenge has locked since.
 */
export const ANSWER_DAYS_VALID = 7;

function answersFor(
  deps: Pick<Deps, 'env' | 'authSecret'>,
  i18n: I18n,
  reminder: ReminderForEmail,
  challenge: WaitingChallenge,
): ChallengeAnswers {
  const goal = challenge.dailyGoal;
  const answers: { answer: CheckInAnswer; label: string }[] =
    goal.kind === 'amount'
      ? [{ answer: 'amount', label: logAmountLabel(i18n, goal) }]
      : [
          { answer: 'met', label: i18n._(ANSWER_LABELS.met) },
          { answer: 'missed', label: i18n._(ANSWER_LABELS.missed) },
        ];
  if (challenge.mayRest) answers.push({ answer: 'rest', label: i18n._(ANSWER_LABELS.rest) });
  return {
    title: challenge.title,
    answers: answers.map(({ answer, label }) => {
      const token = checkInAnswerToken(deps.authSecret, {
        userId: reminder.userId,
        challengeId: challenge.challengeId,
        date: reminder.localDate,
        answer,
        until: addDays(reminder.localDate, ANSWER_DAYS_VALID),
      });
      return { label, url: `${deps.env.APP_URL}${CHECK_IN_ANSWER_PATH}?token=${encodeURIComponent(token)}` };
    }),
  };
}

/**
 * What the reminder job calls with the reminders it has just claimed for people who want them by e-mail: the
 * e-mails go out after the claim has committed, in the background (a stopping server waits for them), one after
 * another so a big evening does not open thousands of SMTP connections at once. Someone whom push reaches on any
 * device gets the reminder there instead. A failed send is logged and not retried (decision 031).
 */
export function createReminderEmailer(deps: Deps, hasPushOnAnyDevice: HasPushOnAnyDevice) {
  const emailOne = async (reminder: ReminderForEmail) => {
    if (await hasPushOnAnyDevice(deps.db, reminder.userId)) return;
    const destination = reminder.challengeId ? `/challenge/${reminder.challengeId}` : '/dashboard';
    const i18n = i18nFor(isLocale(reminder.locale) ? reminder.locale : SOURCE_LOCALE);
    await deps.mailer.send(
      reminderEmail({
        i18n,
        to: reminder.email,
        title: reminder.title,
        message: reminder.message,
        url: `${deps.env.APP_URL}${destination}`,
        unsubscribeUrl: reminderUnsubscribeUrl(deps, reminder.userId),
        waiting: reminder.waiting.map((challenge) => answersFor(deps, i18n, reminder, challenge)),
      }),
    );
  };
  return (reminders: ReminderForEmail[]) => {
    deps.backgroundTasks.run(
      (async () => {
        for (const reminder of reminders) {
          await emailOne(reminder).catch((err: unknown) => {
            deps.logger.error({ err, userId: reminder.userId }, 'A reminder e-mail could not be sent');
          });
        }
      })(),
    );
  };
}
