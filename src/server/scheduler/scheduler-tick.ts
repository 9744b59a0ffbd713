import type { Logger } from 'pino';
import type { Database } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { ReminderForEmail } from '#server/features/reminder-emails/reminder-for-email';
import { sendDueReminders } from './daily-reminders';
import { deliverFinalResults } from './final-results';

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** sends the reminders of people who want them by e-mail (features/reminder-emails); none without it */
  emailReminders?: (reminders: ReminderForEmail[]) => void;
}

/** What one tick did: per job, how many it sent, or 'failed' (logged). */
export interface TickReport {
  reminders: number | 'failed';
  results: number | 'failed';
}

/**
 * One pass of every scheduled job at the clock's "now". Each job is safe to run in several processes at once and
 * again after a crash (it claims its work in the database), so a tick needs no lock; a failing job is logged and
 * does not keep the other from running.
 */
export async function runSchedulerTick({
  db,
  clock,
  logger,
  emailReminders,
}: SchedulerDeps): Promise<TickReport> {
  const now = clock.now();
  const run = async (job: keyof TickReport, work: () => Promise<number>) => {
    try {
      const count = await work();
      if (count > 0) logger.info({ job, count }, `scheduler: ${job} sent`);
      return count;
    } catch (error) {
      logger.error({ err: error, job }, `scheduler: ${job} failed`);
      return 'failed' as const;
    }
  };
  return {
    reminders: await run('reminders', () =>
      sendDueReminders(db, now, { onRemindersForEmail: emailReminders }),
    ),
    results: await run('results', () => deliverFinalResults(db, now)),
  };
}
