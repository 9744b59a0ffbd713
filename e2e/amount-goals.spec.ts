import { expect, test } from '@playwright/test';
import { field } from './support/controls';
import { givenChallenge, givenPerson, journeyDate } from './support/challenges';
import { pickDate } from './support/date-picker';

// Issue 27, decision 082: a daily goal that is an amount. Created through the form on a phone; added to on the Today
// panel by quick steps and a typed total; the board shows the total with its unit.

test.use({ viewport: { width: 390, height: 844 } });

test('"Read 20 pages" is created on a phone and filled in on the Today panel, 5 and 10 pages at a time', async ({
  page,
}) => {
  await givenPerson(page, 'reader');
  await page.goto('/create');
  await field(page, 'Title').fill('Read 20 pages');
  await field(page, 'Description').fill('Twenty pages of any book, every day.');
  await field(page, 'Rules').fill('Any book counts\nCheck in daily');
  await pickDate(page, 'Start date', journeyDate(0));
  await page.getByRole('combobox', { name: 'Challenge type' }).click();
  await page.getByRole('option', { name: 'Custom Challenge' }).click();
  await page.getByText('An amount', { exact: true }).click();
  await field(page, 'Daily target').fill('20');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Pages' }).click();
  await expect(page.getByText('At least 20 pages a day', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  await page.getByRole('dialog', { name: 'Invite friends' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('At least 20 pages a day.', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Today' });
  const row = panel.getByRole('listitem', { name: 'Read 20 pages' });
  await row.getByRole('button', { name: 'Add 5 pages' }).click();
  // on its way up, not missed: 5 of 20 at noon is 'Not yet'
  await expect(row).toContainText('5 of 20 pages');
  await expect(row).toContainText('Not yet');
  await row.getByRole('button', { name: 'Add 10 pages' }).click();
  await expect(row).toContainText('15 of 20 pages');
  await row.getByRole('textbox', { name: "The day's total" }).fill('22');
  await row.getByRole('button', { name: 'Save total' }).click();
  await expect(row).toContainText('22 of 20 pages');
  await expect(row).toContainText('Done');
  await expect(panel).toContainText('1 of 1 done');

  await page.goto('/dashboard');
  await expect(row).toContainText('22 of 20 pages');
});

test('"Screen time under 2 h": a day over the limit is missed, the board shows the daily average in hours', async ({
  page,
}) => {
  await givenPerson(page, 'screen');
  const challenge = await givenChallenge(page, {
    title: 'Screen time under 2 h',
    challengeType: 'custom',
    goalConfig: { amount: { unit: 'hours', target: 2, direction: 'at_most' } } as never,
  });
  await page.goto('/dashboard');
  const row = page
    .getByRole('region', { name: 'Today' })
    .getByRole('listitem', { name: 'Screen time under 2 h' });
  await row.getByRole('button', { name: 'Add 1 hour' }).click();
  await expect(row).toContainText('1 of at most 2 hours');
  await expect(row).toContainText('Done');
  await row.getByRole('button', { name: 'Add 1 hour' }).click();
  await row.getByRole('button', { name: 'Add 0.5 hours' }).click();
  await expect(row).toContainText('2.5 of at most 2 hours');
  await expect(row).toContainText('Missed');

  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(
    page.getByText(
      'Ranked by days met, then score, then best streak, then the lower daily average. Equal results share a place.',
    ),
  ).toBeVisible();
  await expect(page.getByText('2.5 hours').first()).toBeVisible();
});
