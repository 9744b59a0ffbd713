import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenChallenge,
  givenCheckIn,
  givenJoined,
  givenPerson,
  givenSomeoneElse,
  journeyDate,
} from './support/challenges';

// Issue 27, item 4: on an amount goal's challenge, each person's days as a small chart against the dashed target
// line, with a text alternative and the days in a table for screen readers; on the profile, the amount habits.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('"Read 20 pages": each person\'s days against the target on a phone, and the habit on the profile', async ({
  page,
}) => {
  await givenPerson(page, 'chart');
  const challenge = await givenChallenge(page, {
    title: 'Read 20 pages',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
    goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } } as never,
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-3), amount: 25 });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-2), amount: 12 });
  const rest = await page.request.post(`${appOrigin()}/api/challenges/${challenge.id}/rest-days`, {
    headers: { origin: appOrigin() },
    data: { date: journeyDate(-1) },
  });
  expect(rest.status(), await rest.text()).toBe(201);
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), amount: 20 });
  const mate = await givenSomeoneElse('chart-mate');
  await givenJoined(mate, challenge.id);
  await givenCheckIn(mate, challenge.id, { date: journeyDate(0), amount: 5 });

  await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  const section = page.getByRole('region', { name: 'Day by day' });
  await expect(section).toBeVisible();
  // 2 of the 3 days judged (the rest day is not), (25 + 12 + 20) / 3 on average
  const mine = section.getByRole('img', { name: '2 of 3 days on target, 19 of 20 pages on average' });
  await expect(mine).toBeVisible();
  await expect(
    section.getByRole('img', { name: '0 of 1 day on target, 5 of 20 pages on average' }),
  ).toBeVisible();
  // the target line: dashed, across the whole chart
  const line = mine.getByTestId('target-line');
  await expect(line).toHaveCSS('stroke-dasharray', '4px, 3px');
  const [lineWidth, chartWidth] = await line.evaluate((element) => {
    const path = element as unknown as SVGPathElement;
    return [path.getBBox().width, path.ownerSVGElement!.viewBox.baseVal.width];
  });
  expect(lineWidth).toBe(chartWidth);
  // the days in words, today's marked as the current date
  const days = section.getByRole('table', { name: '2 of 3 days on target, 19 of 20 pages on average' });
  await expect(days.getByRole('row')).toHaveCount(15);
  await expect(days.getByRole('row').nth(3)).toContainText('Rest day');
  await expect(days.getByRole('row').nth(4)).toContainText('20 of 20 pages');
  await expect(days.locator('th[aria-current="date"]')).toHaveCount(1);
  // it fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, 'the day-by-day charts');

  await page.goto('/profile');
  const habits = page.getByRole('region', { name: 'Amount habits' });
  await expect(habits).toContainText('57 pages in 1 challenge · 2 days on target');
});
