import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { calendarDateIn, knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import { type CheckInMilestone, milestoneLabel, streakLabel } from '#shared/domain/streak';
import { isLocale, type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';
import type { PluralTexts, ReminderAction, ReminderCheckIn } from '#shared/push/reminder-check-in';
import { i18nFor } from '#server/i18n/i18n-for';

/** What a delivery knows of its notification, as far as a reminder's answer goes (push-delivery.queries.ts). */
export interface ReminderRow {
  type: string;
  userId: string;
  locale: string;
  timezone: string;
  createdAt: Date;
  /** the daily reminder's day, as the reminder job claimed it */
  reminderDate: string | null;
  challengeId: string | null;
  challengeTitle: string | null;
  challengeType: string | null;
  goalConfig: Record<string, unknown> | null;
}

const MILESTONES: CheckInMilestone[] = [
  'first-day',
  'streak-3',
  'streak-7',
  'streak-14',
  'perfect-challenge',
];

const ACTION_TITLES = {
  met: msg`Met goal`,
  missed: msg`Missed`,
  rest: msg`Rest day`,
  log: msg`Log…`,
} as const;

/**
 * The answers a met-or-missed reminder offers, most used first: Chromium shows only the first two
 * (Notification.maxActions), and a day is met or missed far more often than it is rested — rest days are a budget of
 * 0 to 3 per challenge (product-rules.md#rest-days), so 'Rest day' is the one a small screen may leave out.
 */
const YES_NO_ACTIONS: ReminderAction[] = ['met', 'missed', 'rest'];
// an amount is typed, never guessed: one button, to the field
const AMOUNT_ACTIONS: ReminderAction[] = ['log'];

/**
 * The reader's streak text per plural category of their language, with `{n}` for the number: the message is written
 * for a number of each category and that number is swapped for the placeholder (the worker has no catalogue).
 */
function streakTexts(i18n: I18n, locale: Locale): PluralTexts {
  const rules = new Intl.PluralRules(locale);
  const format = new Intl.NumberFormat(locale);
  const texts: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let n = 1; n <= 200; n += 1) {
    const category = rules.select(n);
    if (texts[category] !== undefined) continue;
    const reward = streakLabel(i18n, n) ?? '';
    texts[category] = t(i18n)`Checked in. ${reward}`.replace(format.format(n), '{n}');
  }
  return { ...texts, other: texts.other ?? '' };
}

/**
 * The check-in part of a reminder's push (issue 28): only for a reminder that names one challenge (the daily reminder
 * names it when it is the only one waiting), null for every other notification.
 */
export function reminderCheckInOf(row: ReminderRow): ReminderCheckIn | null {
  if (
    row.type !== 'reminder' ||
    !row.challengeId ||
    row.challengeTitle === null ||
    row.challengeType === null
  )
    return null;
  const locale = isLocale(row.locale) ? row.locale : SOURCE_LOCALE;
  const i18n = i18nFor(locale);
  const goal = dailyGoalOf(row.challengeType as ChallengeType, row.goalConfig ?? {}).kind;
  return {
    challengeId: row.challengeId,
    challengeTitle: row.challengeTitle,
    userId: row.userId,
    // the day it was written for, even when quiet hours held the push past midnight
    date: row.reminderDate ?? calendarDateIn(knownTimeZoneOrUtc(row.timezone), row.createdAt),
    goal,
    locale,
    actions: (goal === 'yes_no' ? YES_NO_ACTIONS : AMOUNT_ACTIONS).map((action) => ({
      action,
      title: i18n._(ACTION_TITLES[action]),
    })),
    texts: {
      checkedIn: t(i18n)`Checked in.`,
      streak: streakTexts(i18n, locale),
      milestones: Object.fromEntries(
        MILESTONES.map((milestone) => {
          const reward = milestoneLabel(i18n, milestone);
          return [milestone, t(i18n)`Checked in. ${reward}`];
        }),
      ) as Record<CheckInMilestone, string>,
      missed: t(i18n)`Missed goal recorded. Tomorrow is a fresh start.`,
      rest: t(i18n)`Rest day taken — your streak is safe`,
      restOffline: t(i18n)`No connection: your rest day was not saved. Please try again.`,
      savedOnDevice: t(i18n)`Saved on this device: it will be sent when you are back online`,
      failed: t(i18n)`Failed to record check-in. Please try again.`,
    },
  };
}
