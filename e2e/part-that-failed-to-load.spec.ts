import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, givenPerson } from './support/challenges';
import { DESKTOP, PHONE } from './support/pages';

// lazyAfterPaint (decision 067): a part of a screen whose code could not load (offline when it was asked for) is asked
// for again without a page reload — by the stand-in's 'Try again', or by itself when the browser is back online.
// The dashboard's board table is such a part.

const BOARD_CODE = '**/assets/leaderboard-table-*.js';

/** A dashboard whose board table's code did not load, marked so that a page reload would show. */
async function dashboardWithoutTheBoardsCode(page: Page, label: string) {
  await givenPerson(page, label);
  await givenChallenge(page, { title: `Board Code ${label}` });
  await page.route(BOARD_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  const outOfReach = page.getByText("Can't load the leaderboard: HabitSprint is out of reach.");
  await expect(outOfReach).toBeVisible();
  await page.evaluate(() => Object.assign(window, { isSamePage: true }));
  return outOfReach;
}

const isSamePage = (page: Page) => page.evaluate(() => 'isSamePage' in window);
const board = (page: Page) => page.getByText('No participants with check-ins yet');

for (const viewport of [PHONE, DESKTOP]) {
  test(`the board's 'Try again' loads its code without reloading the page, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const outOfReach = await dashboardWithoutTheBoardsCode(page, `retry${viewport.width}`);
    await expectNoSeriousA11yViolations(page, `the board's code out of reach at ${viewport.width} px`);

    await page.unroute(BOARD_CODE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(board(page)).toBeVisible();
    await expect(outOfReach).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });
}

test('a part whose code failed to load loads by itself when the browser is back online', async ({ page }) => {
  const outOfReach = await dashboardWithoutTheBoardsCode(page, 'online');
  await page.context().setOffline(true);
  await page.unroute(BOARD_CODE);
  await page.context().setOffline(false);
  await expect(board(page)).toBeVisible();
  await expect(outOfReach).toHaveCount(0);
  expect(await isSamePage(page)).toBe(true);
});
