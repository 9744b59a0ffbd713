import { expect, type Locator, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenCheckIn, givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { contrast } from './support/pages';

// Issue 14, "Your year" (decision 043, product-rules.md#your-year): the profile's heatmap of every check-in across
// challenges, read through its labelled cells and its words rather than its colours, with the overall streak, on a
// phone and a desktop, in light and dark.

const viewports = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
];

const cellLabel = (date: string, holds: string) => `${dayjs(date).format('ddd, MMM D, YYYY')}: ${holds}`;

/** Two challenges since yesterday: yesterday one met and one missed, today both met. */
async function givenTwoDaysOfCheckIns(page: Page) {
  await givenPerson(page, 'year');
  const walks = await givenChallenge(page, { title: 'Daily Walks' });
  const reading = await givenChallenge(page, { title: 'Evening Reading' });
  await givenCheckIn(page, walks.id, { date: journeyDate(-1), met: true });
  await givenCheckIn(page, reading.id, { date: journeyDate(-1), met: false });
  await givenCheckIn(page, walks.id, { date: journeyDate(0), met: true });
  await givenCheckIn(page, reading.id, { date: journeyDate(0), met: true });
}

/** The colour a cell is drawn with against the card it sits on. */
async function cellContrast(cell: Locator) {
  const colors = await cell.evaluate((element) => ({
    cell: getComputedStyle(element).backgroundColor,
    card: getComputedStyle(element.closest('.mantine-Card-root')!).backgroundColor,
  }));
  return contrast(colors.cell, colors.card);
}

for (const { label, viewport } of viewports) {
  test.describe(`Your year on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the heatmap names each day with check-ins and the overall streak, in light and dark', async ({
      page,
    }) => {
      await givenTwoDaysOfCheckIns(page);
      await page.goto('/profile');
      const year = page.getByRole('region', { name: 'Your Year' });
      await expect(year.getByRole('heading', { name: 'Your Year' })).toBeVisible();
      await expect(year.getByText('Overall streak: 2 days')).toBeVisible();
      await expect(year.getByText('4 check-ins in the last year, 3 met')).toBeVisible();

      const heatmap = year.getByRole('table');
      const today = heatmap.getByRole('cell', { name: cellLabel(journeyDate(0), '2 met'), exact: true });
      const yesterday = heatmap.getByRole('cell', {
        name: cellLabel(journeyDate(-1), '1 met, 1 missed'),
        exact: true,
      });
      await expect(today).toHaveAttribute('data-state', 'met');
      await expect(yesterday).toHaveAttribute('data-state', 'partial');
      await expect(
        heatmap.getByRole('cell', { name: cellLabel(journeyDate(-2), 'no check-ins'), exact: true }),
      ).toHaveAttribute('data-state', 'none');
      // 53 weeks, a row per weekday; the latest weeks are on screen first, even where the table scrolls sideways
      await expect(heatmap.getByRole('row')).toHaveCount(8);
      await expect(heatmap.getByRole('columnheader')).toHaveCount(53);
      // the page scrolls down to the table (scrolling the region into view leaves its own scroll as it is)
      await year.getByRole('region', { name: 'Check-ins by day' }).scrollIntoViewIfNeeded();
      await expect(today).toBeInViewport();
      await expect(yesterday).toBeInViewport();
      // the page itself never scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        expect(await cellContrast(today), `met against the card, ${colorScheme}`).toBeGreaterThanOrEqual(3);
        await expectNoSeriousA11yViolations(page, `/profile (${colorScheme}, ${label})`);
      }
    });
  });
}
