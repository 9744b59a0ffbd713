import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, journeyDate, givenPerson } from './support/challenges';

// Issue 24, decision 066: the dashboard is a glance. A person with more finished challenges than it shows sees the 3
// most recent, the count of all of them and a way to every one, on a phone and on a desktop.

const viewports = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
];

const FINISHED = ['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5'];

/** One challenge running now and five finished a fortnight apart, Round 5 the most recent. */
async function givenALongHistory(page: Page) {
  await givenPerson(page, 'bounded');
  await givenChallenge(page, { title: 'Running Now' });
  for (const [i, title] of FINISHED.entries()) {
    const endDate = journeyDate(-2 - 15 * (FINISHED.length - 1 - i));
    const startDate = journeyDate(-2 - 15 * (FINISHED.length - 1 - i) - 13);
    await givenChallenge(page, { title, startDate, endDate });
  }
}

const cardTitles = (section: ReturnType<Page['getByRole']>) => section.getByRole('heading', { level: 3 });

for (const { label, viewport } of viewports) {
  test.describe(`bounded dashboard on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('shows the 3 most recent finished challenges with the count of all 5, and leads to every one', async ({
      page,
    }) => {
      await givenALongHistory(page);
      await page.goto('/dashboard');

      const completed = page.getByRole('region', { name: 'Completed Challenges' });
      await expect(cardTitles(completed)).toHaveText(['Round 5', 'Round 4', 'Round 3']);
      await expect(completed.getByText('5', { exact: true })).toBeVisible();
      await expect(completed).toContainText('Showing 3 of 5.');
      const active = page.getByRole('region', { name: 'Active Challenges' });
      await expect(cardTitles(active)).toHaveText(['Running Now']);
      await expect(active).not.toContainText('Showing');
      await expect(page.getByRole('region', { name: 'Today' })).not.toContainText('Showing');
      await expectNoSeriousA11yViolations(page, `bounded dashboard (${label})`);

      await completed.getByRole('link', { name: 'See all 5 Completed Challenges' }).click();
      await expect(page).toHaveURL(/\/challenges\?tab=completed$/);
      for (const title of FINISHED) await expect(page.getByRole('heading', { name: title })).toBeVisible();

      await page.goBack();
      await page
        .getByRole('region', { name: 'Completed Challenges' })
        .getByRole('link', { name: 'View All Completed Challenges' })
        .click();
      await expect(page).toHaveURL(/\/challenges\?tab=completed$/);
      await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
    });

    test('the Today panel says it shows 10 of 12 active challenges and leads to every one', async ({
      page,
    }) => {
      await givenPerson(page, 'bounded-today');
      // ending one day apart: the 10 ending soonest are on the dashboard
      for (let i = 1; i <= 12; i += 1)
        await givenChallenge(page, { title: `Habit ${i}`, endDate: journeyDate(i) });
      await page.goto('/dashboard');

      const today = page.getByRole('region', { name: 'Today' });
      await expect(today.getByRole('link', { name: 'Habit 10', exact: true })).toBeVisible();
      await expect(today.getByRole('link', { name: 'Habit 11', exact: true })).toHaveCount(0);
      await expect(today).toContainText('Showing 10 of 12.');
      await expect(page.getByRole('region', { name: 'Active Challenges' })).toContainText(
        'Showing 10 of 12.',
      );
      await expectNoSeriousA11yViolations(page, `Today panel of 10 of 12 (${label})`);

      await today.getByRole('link', { name: 'See all 12 Active Challenges' }).click();
      await expect(page).toHaveURL(/\/challenges$/);
      await expect(page.getByRole('heading', { name: 'Habit 12', exact: true })).toBeVisible();
    });
  });
}
