import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { i18nFor } from '#server/i18n/i18n-for';
import type { Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import type { ReminderForEmail } from './reminder-for-email';
import { reminderEmail } from './reminder-email';
import { reminderUnsubscribeToken } from './unsubscribe-token';

/** Whether a push notification can reach the person on at least one of their devices. */
export type HasPushOnAnyDevice = (db: Database, userId: string) => Promise<boolean>;

/** The path of the one-click unsubscribe link (RFC 8058); exempt from the origin check for that reason. */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/unsubscribe/reminders';

export function reminderUnsubscribeUrl(deps: Pick<Deps, 'env' | 'authSecret'>, userId: string) {
  const token = reminderUnsubscribeToken(deps.authSecret, userId);
  return `${deps.env.APP_URL}${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
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
    await deps.mailer.send(
      reminderEmail({
        i18n: i18nFor(isLocale(reminder.locale) ? reminder.locale : SOURCE_LOCALE),
        to: reminder.email,
        title: reminder.title,
        message: reminder.message,
        url: `${deps.env.APP_URL}${destination}`,
        unsubscribeUrl: reminderUnsubscribeUrl(deps, reminder.userId),
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
