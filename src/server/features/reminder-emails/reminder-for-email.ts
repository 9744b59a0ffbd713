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
}
