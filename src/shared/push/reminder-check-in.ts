import type { CalendarDate } from '#shared/domain/calendar-date';
import type { CheckInMilestone } from '#shared/domain/streak';

// What a reminder push carries so the service worker can record the answer from the notification itself (issue 28,
// item 1): the worker has no catalogue, so every text it may show comes written in the reader's language.

/** The notification's buttons: an answer recorded on the spot, or 'log', which opens the app at the amount field. */
export const REMINDER_ACTIONS = ['met', 'missed', 'rest', 'log'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/** A text per plural category of the reader's language (at least 'other'), with `{n}` where the number goes. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface ReminderCheckIn {
  challengeId: string;
  /** the challenge's title as its organizer wrote it (never translated): the result's title */
  challengeTitle: string;
  /** whose reminder it is: a check-in kept on the device is only ever sent while this person is signed in */
  userId: string;
  /** the person's day the reminder is for (their timezone when it was written) */
  date: CalendarDate;
  /** met or missed answers on the spot; an amount (steps included) is typed in the app */
  goal: 'yes_no' | 'amount';
  /** the reader's language, for plural rules and numbers */
  locale: string;
  /** in the order the browser should show them: it shows the first Notification.maxActions */
  actions: { action: ReminderAction; title: string }[];
  texts: {
    /** a met day without a streak to tell (an earlier day) */
    checkedIn: string;
    /** 'Checked in. {n}-day streak' */
    streak: PluralTexts;
    /** 'Checked in. Milestone: …' per milestone */
    milestones: Record<CheckInMilestone, string>;
    missed: string;
    rest: string;
    /** a rest day cannot wait on the device: no network, nothing was saved */
    restOffline: string;
    /** kept in the device's outbox: no network */
    savedOnDevice: string;
    /** a refusal that came without the server's message */
    failed: string;
  };
}

/** The text for `n` in `locale`, the number written as that language writes it. */
export function pluralText(texts: PluralTexts, locale: string, n: number): string {
  const category = new Intl.PluralRules(locale).select(n);
  return (texts[category] ?? texts.other).replace('{n}', new Intl.NumberFormat(locale).format(n));
}
