import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { amountGoalText } from '#shared/challenges/amount-texts';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import { addDays, calendarDateIn, type CalendarDate } from '#shared/domain/calendar-date';
import { PRODUCT_NAME } from '#shared/product-name';

export interface FeedChallenge {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
  startDate: CalendarDate;
  endDate: CalendarDate;
  timezone: string;
}

/**
 * The goal of a challenge that counts an amount, as its screens say it ('At least 20 pages a day'; a step
 * challenge's 'At least 10,000 steps a day'); null for a met-or-missed goal, which says nothing more than the title.
 */
function goalLine(i18n: I18n, challenge: FeedChallenge): string | null {
  const goal = dailyGoalOf(challenge.challengeType, challenge.goalConfig);
  return goal.kind === 'amount' ? amountGoalText(i18n, goal) : null;
}

/** A calendar date as the Date ical-generator writes as that DATE (it formats all-day dates in UTC). */
const dateValue = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/**
 * The person's calendar (RFC 5545, through ical-generator; product-rules.md#calendar-feed): each challenge as an
 * all-day event over its dates (DTEND is the day after the end, as all-day events say), and with `includeCheckIns`
 * one all-day 'Check in: <title>' entry for each day from the challenge's today to its end. A challenge that counts
 * an amount says its goal at the top of its description and as each 'Check in' entry's description. UIDs are built from ids
 * and dates only, so a calendar app recognises the same event on every fetch. Its words in the person's language
 * (`i18n`).
 */
export function calendarFeedIcs(input: {
  i18n: I18n;
  appUrl: string;
  now: Date;
  challenges: FeedChallenge[];
  includeCheckIns: boolean;
}): string {
  const host = new URL(input.appUrl).host;
  const calendar = ical({
    name: 'HabitSprint',
    description: t(input.i18n)`Your ${PRODUCT_NAME} challenges`,
    prodId: { company: 'HabitSprint', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 6,
  });
  for (const challenge of input.challenges) {
    const url = `${input.appUrl}/challenge/${challenge.id}`;
    const goal = goalLine(input.i18n, challenge);
    calendar.createEvent({
      id: `challenge-${challenge.id}@${host}`,
      allDay: true,
      start: dateValue(challenge.startDate),
      end: dateValue(addDays(challenge.endDate, 1)),
      stamp: input.now,
      summary: challenge.title,
      description: `${goal ? `${goal}\n\n` : ''}${challenge.description}\n\n${url}`,
      url,
    });
    if (!input.includeCheckIns) continue;
    const today = calendarDateIn(challenge.timezone, input.now);
    let day = today > challenge.startDate ? today : challenge.startDate;
    const { title } = challenge;
    const checkInSummary = t(input.i18n)`Check in: ${title}`;
    for (; day <= challenge.endDate; day = addDays(day, 1)) {
      calendar.createEvent({
        id: `check-in-${challenge.id}-${day}@${host}`,
        allDay: true,
        start: dateValue(day),
        end: dateValue(addDays(day, 1)),
        stamp: input.now,
        summary: checkInSummary,
        ...(goal && { description: goal }),
        url,
      });
    }
  }
  // RFC 5545 §3.1 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
