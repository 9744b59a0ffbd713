import type { DailyGoal } from '#shared/challenges/daily-goal';

// What the daily reminders hand the e-mailer: the scheduler creates the reminders, this feature says what it needs.

/** A reminder just created for someone who asked for it by e-mail too: what the e-mail needs. */
export interface ReminderForEmail {
  userId: string;
  email: string;
  /** the person's language: the reminder's words are in it already, the e-mail's are written in it */
  locale: string;
  title: string;
  message: string;
  challengeId: string | null;
  /** the person's today the reminder is for */
  localDate: string;
  /** every challenge still waiting for the person today, each with its one-tap answers in the e-mail */
  waiting: WaitingChallenge[];
}

export interface WaitingChallenge {
  challengeId: string;
  title: string;
  dailyGoal: DailyGoal;
  /** a rest day can still be declared for today (nothing recorded yet, rest days left) */
  mayRest: boolean;
}
