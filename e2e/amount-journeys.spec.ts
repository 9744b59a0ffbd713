import { expect, type Page, test } from '@playwright/test';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import {
  appOrigin,
  givenChallenge,
  givenCheckIn,
  givenJoined,
  givenPerson,
  givenSomeoneElse,
  JOURNEY_TIME_ZONE,
  journeyDate,
  type SignedIn,
} from './support/challenges';
import { givenAFinishedFortnight } from './support/finished-challenge';
import { PHONE } from './support/pages';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

// Issue 27, the journeys it must show (decision 082): an amount goal lived by two people over several days on a
// phone — past days through the API, today on the Today panel — then ranked on the board by the published tie-break,
// with the day-by-day chart; an 'at most' goal; and the results of a finished amount challenge.

test.use({ viewport: PHONE });

const READ_20_PAGES: AmountGoal = { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' };
const SCREEN_UNDER_2_H: AmountGoal = { unit: 'hours', customUnit: null, target: 2, direction: 'at_most' };

/** A past day taken as a rest day (product-rules.md#rest-days), as the check-in card's 'Rest day' does. */
async function givenRestDay(person: SignedIn, challengeId: string, offsetDays: number) {
  const response = await person.request.post(`${appOrigin()}/api/challenges/${challengeId}/rest-days`, {
    headers: { origin: appOrigin() },
    data: { date: journeyDate(offsetDays) },
  });
  expect(response.status(), `rest day: ${await response.text()}`).toBe(201);
}

/** The challenge's row on the Today panel of the dashboard. */
async function todayRow(page: Page, title: string) {
  await page.goto('/dashboard');
  return page.getByRole('region', { name: 'Today' }).getByRole('listitem', { name: title });
}

/** The board's cards, as a phone shows them (a custom challenge's board is titled 'Challenge Leaders'). */
async function boardCards(page: Page, challengeId: string) {
  await page.goto(`/challenge/${challengeId}?tab=leaderboard`);
  return page.getByRole('list', { name: 'Challenge Leaders' }).getByRole('listitem');
}

test('"Read 20 pages" over four days for two people: today on the Today panel, then the board ranks them by total', async ({
  page,
  browser,
}) => {
  const organizer = await givenPerson(page, 'reader');
  const challenge = await givenChallenge(page, {
    title: 'Read 20 pages',
    description: 'Twenty pages of any book, every day.',
    rules: 'Any book counts.\nCheck in daily.',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
    goalConfig: { amount: READ_20_PAGES },
  });
  const friendContext = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    timezoneId: JOURNEY_TIME_ZONE,
  });
  const friendPage = await friendContext.newPage();
  const friend = await givenPerson(friendPage, 'reading-friend');
  await givenJoined(friendPage, challenge.id);
  // the past days, an amount typed once each, and one rest day each: both meet 3 of 3 counted days with a best
  // streak of 3 (a rest day between met days keeps the run), so only the total can part them
  await givenCheckIn(page, challenge.id, { date: journeyDate(-3), amount: 20 });
  await givenRestDay(page, challenge.id, -2);
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), amount: 20 });
  await givenCheckIn(friendPage, challenge.id, { date: journeyDate(-3), amount: 30 });
  await givenCheckIn(friendPage, challenge.id, { date: journeyDate(-2), amount: 26 });
  await givenRestDay(friendPage, challenge.id, -1);

  // today, the organizer reads in bits (+5, +10), then types the day's total
  const row = await todayRow(page, 'Read 20 pages');
  await row.getByRole('button', { name: 'Add 5 pages' }).click();
  await expect(row).toContainText('5 of 20 pages');
  await expect(row).toContainText('Not yet');
  await row.getByRole('button', { name: 'Add 10 pages' }).click();
  await expect(row).toContainText('15 of 20 pages');
  // the dashboard's Recent Check-ins agree with the row: on its way up, not missed
  const recent = page
    .getByRole('listitem')
    .filter({ hasText: organizer.name })
    .filter({ hasText: 'Read 20 pages' });
  await expect(recent.first()).toContainText('Not yet');
  await row.getByRole('textbox', { name: "The day's total" }).fill('23');
  await row.getByRole('button', { name: 'Save total' }).click();
  await expect(row).toContainText('23 of 20 pages');
  await expect(row).toContainText('Done');
  await screenshot(page, 'read-today-organizer', { fullPage: true });

  // the friend, on their own phone, types 25 at once
  const friendRow = await todayRow(friendPage, 'Read 20 pages');
  await friendRow.getByRole('textbox', { name: "The day's total" }).fill('25');
  await friendRow.getByRole('button', { name: 'Save total' }).click();
  await expect(friendRow).toContainText('25 of 20 pages');
  await expect(friendRow).toContainText('Done');
  await screenshot(friendPage, 'read-today-friend', { fullPage: true });

  // the board: tied on days met, score and best streak; the friend's 81 pages beat the organizer's 63
  const cards = await boardCards(page, challenge.id);
  await expect(cards).toHaveCount(2);
  const [first, second] = [cards.nth(0), cards.nth(1)];
  await expect(first).toContainText(friend.name);
  await expect(first.getByText('1', { exact: true })).toBeVisible();
  await expect(second).toContainText(`${organizer.name} (You)`);
  await expect(second.getByText('2', { exact: true })).toBeVisible();
  for (const card of [first, second]) {
    await expect(card).toContainText('Score100%');
    await expect(card).toContainText('Best streak3');
    await expect(card).toContainText('Days3/3');
    await expect(card).toContainText('1 rest day');
  }
  await expect(first).toContainText('Total81 pages');
  await expect(first).toContainText('Daily average27 pages');
  await expect(second).toContainText('Total63 pages');
  await expect(second).toContainText('Daily average21 pages');
  await expect(
    page.getByText(
      'Ranked by days met, then score, then best streak, then the higher total. Equal results share a place.',
      { exact: true },
    ),
  ).toBeVisible();

  // day by day: each person's days against the target, with a text alternative and the days in words
  const dayByDay = page.getByRole('region', { name: 'Day by day' });
  const friendChart = dayByDay.getByRole('img', { name: '3 of 3 days on target, 27 of 20 pages on average' });
  await expect(friendChart).toBeVisible();
  await expect(
    dayByDay.getByRole('img', { name: '3 of 3 days on target, 21 of 20 pages on average' }),
  ).toBeVisible();
  // in the board's order: the friend first
  await expect(dayByDay.getByRole('img').first()).toHaveAccessibleName(
    '3 of 3 days on target, 27 of 20 pages on average',
  );
  const myDays = dayByDay.getByRole('table', { name: '3 of 3 days on target, 21 of 20 pages on average' });
  await expect(myDays.getByRole('row').nth(1)).toContainText('20 of 20 pages');
  await expect(myDays.getByRole('row').nth(2)).toContainText('Rest day');
  await expect(myDays.getByRole('row').nth(4)).toContainText('23 of 20 pages');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotsLightAndDark(page, 'read-board', { fullPage: true });

  // the friend sees the same order, their own row marked
  const theirCards = await boardCards(friendPage, challenge.id);
  await expect(theirCards.nth(0)).toContainText(`${friend.name} (You)`);
  await expect(theirCards.nth(1)).toContainText(organizer.name);
  await friendContext.close();
});

test('"Screen time under 2 h": a day over the limit is missed, a rest day counts for nothing, the lower average ranks first', async ({
  page,
}) => {
  const organizer = await givenPerson(page, 'screen');
  const challenge = await givenChallenge(page, {
    title: 'Screen time under 2 h',
    description: 'At most two hours on a screen outside work, every day.',
    rules: 'Count phone, tablet and TV.\nCheck in daily.',
    startDate: journeyDate(-2),
    endDate: journeyDate(11),
    goalConfig: { amount: SCREEN_UNDER_2_H },
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-2), amount: 1.5 });
  await givenRestDay(page, challenge.id, -1);
  const friend = await givenSomeoneElse('screen-friend');
  await givenJoined(friend, challenge.id);
  await givenCheckIn(friend, challenge.id, { date: journeyDate(-2), amount: 1 });
  await givenRestDay(friend, challenge.id, -1);
  await givenCheckIn(friend, challenge.id, { date: journeyDate(0), amount: 2.5 });

  // today: 3 hours typed, over the limit, is missed at once
  const row = await todayRow(page, 'Screen time under 2 h');
  await row.getByRole('textbox', { name: "The day's total" }).fill('3');
  await row.getByRole('button', { name: 'Save total' }).click();
  await expect(row).toContainText('3 of at most 2 hours');
  await expect(row).toContainText('Missed');
  await screenshot(page, 'screen-today', { fullPage: true });

  // the board: both met 1 of 2 counted days (the rest day left out); the lower daily average ranks first
  const cards = await boardCards(page, challenge.id);
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(friend.person.name);
  await expect(cards.nth(0)).toContainText('Daily average1.75 hours');
  await expect(cards.nth(1)).toContainText(`${organizer.name} (You)`);
  await expect(cards.nth(1)).toContainText('Daily average2.25 hours');
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card).toContainText('Score50%');
    await expect(card).toContainText('Days1/2');
    await expect(card).toContainText('1 rest day');
  }
  await expect(
    page.getByText(
      'Ranked by days met, then score, then best streak, then the lower daily average. Equal results share a place.',
      { exact: true },
    ),
  ).toBeVisible();
  // the days in words: the rest day, and today's 3 hours over the limit
  const myDays = page
    .getByRole('region', { name: 'Day by day' })
    .getByRole('table', { name: '1 of 2 days on target, 2.25 of at most 2 hours on average' });
  await expect(myDays.getByRole('row').nth(1)).toContainText('1.5 of at most 2 hours');
  await expect(myDays.getByRole('row').nth(2)).toContainText('Rest day');
  await expect(myDays.getByRole('row').nth(3)).toContainText('3 of at most 2 hours');
  await screenshot(page, 'screen-board', { fullPage: true });
  await friend.request.dispose();
});

test('the results of a finished "Read 20 pages": the podium with the total, each day\'s amount, and Run it again', async ({
  page,
}) => {
  const organizer = await givenPerson(page, 'results-reader');
  const { request, person: participant } = await givenSomeoneElse('results-rival');
  // the participant reads every day, 25 pages on the last four: 300 in all; the organizer 20 and 10 by turns: 210
  const challenge = await givenAFinishedFortnight(
    page,
    { request },
    {
      title: 'Read 20 pages',
      amounts: {
        goal: READ_20_PAGES,
        participant: (day) => (day >= -4 ? 25 : 20),
        organizer: (day) => (day % 2 === 0 ? 20 : 10),
      },
    },
  );

  await page.goto(`/challenge/${challenge.id}#results`);
  const results = page.getByRole('region', { name: 'Final results' });
  const podium = results.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('listitem')).toHaveCount(2);
  await expect(podium.getByRole('listitem').nth(0)).toContainText('1st place');
  await expect(podium.getByRole('listitem').nth(0)).toContainText(participant.name);
  await expect(podium.getByRole('listitem').nth(0)).toContainText(
    '14 days • 100% • best streak 14 • 300 pages in total',
  );
  await expect(podium.getByRole('listitem').nth(1)).toContainText('2nd place');
  await expect(podium.getByRole('listitem').nth(1)).toContainText(`${organizer.name} (You)`);
  await expect(podium.getByRole('listitem').nth(1)).toContainText(
    '7 days • 50% • best streak 1 • 210 pages in total',
  );
  await expect(
    results.getByText(
      'Ranked by days met, then score, then best streak, then the higher total. Equal results share a place.',
      { exact: true },
    ),
  ).toBeVisible();

  // everyone's days, each with its amount
  const calendars = results.getByRole('table').filter({ hasText: 'Every day of the challenge' });
  const participantRow = calendars.getByRole('row').filter({ hasText: participant.name });
  await expect(participantRow.getByRole('cell').filter({ hasText: '20 pages' })).toHaveCount(10);
  await expect(participantRow.getByRole('cell').filter({ hasText: '25 pages' })).toHaveCount(4);
  const organizerRow = calendars.getByRole('row').filter({ hasText: organizer.name });
  const missed = organizerRow.getByRole('cell').filter({ hasText: 'Missed' });
  await expect(missed).toHaveCount(7);
  await expect(missed.filter({ hasText: '10 pages' })).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // the page as the final-results notification opens it, then the whole results panel
  await screenshot(page, 'read-results');
  await screenshot(page, 'read-results-panel', { element: results });

  // the organizer may run it again
  await expect(results.getByRole('button', { name: 'Run it again' })).toBeVisible();
  await request.dispose();
});

test('the check-in card says "Not yet today" for an amount under its target today, and adds with quick steps', async ({
  page,
}) => {
  await givenPerson(page, 'card-reader');
  const challenge = await givenChallenge(page, {
    title: 'Read 20 pages',
    startDate: journeyDate(0),
    endDate: journeyDate(13),
    goalConfig: { amount: READ_20_PAGES },
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), amount: 12 });
  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByText('Not yet today')).toBeVisible();
  await expect(page.getByText('12 of 20 pages')).toBeVisible();

  // edit: the field holds the day's total, the quick steps add to it
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Add 10 pages' }).click();
  await expect(page.getByRole('textbox', { name: "The day's total" })).toHaveValue('22');
});
