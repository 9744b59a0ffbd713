import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  givenCheckIn,
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  givenSomeoneElse,
  type SignedIn,
} from './support/challenges';
import { expectToastAndClose } from './support/toasts';
import { screenshotsLightAndDark } from './support/screenshots';

// Issue 24, "Every tap answers at once" and the writes of "Offline and server-down, one behaviour" (decision 065):
// check-ins, rest days and cheers show on the tap while the server has not answered; a refusal rolls the control
// back with the server's own words; a rest day or a cheer made offline says 'Not saved — you are offline'.

/** Holds every API write until released (which waits for their answers); reads go through. */
async function holdWrites(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/**', (route) =>
    route.request().method() === 'GET' ? route.fallback() : void held.push(route),
  );
  return {
    count: () => held.length,
    release: async () => {
      await page.unroute('**/api/**');
      // unrouting may already have passed a held route on
      for (const route of held) await route.continue().catch(() => undefined);
      await Promise.all(held.map((route) => route.request().response()));
    },
  };
}

/** Answers writes to `url` with a refusal in the API's error shape. */
async function refuse(page: Page, url: string, message: string) {
  await page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message } } }),
  );
}

const todayRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const badgeOf = (row: Locator) => row.locator('.mantine-Badge-root').first();

/** The signed-in person with three active challenges of their own, and a friend's check-in today in the first. */
async function personWithChallenges(page: SignedIn, label: string) {
  await givenPerson(page, label);
  const walks = await givenChallenge(page, { title: `Tap Walks ${label}` });
  const rest = await givenChallenge(page, { title: `Tap Rest ${label}` });
  const card = await givenChallenge(page, { title: `Tap Card ${label}` });
  const friend = await givenSomeoneElse(`${label}-friend`);
  await givenJoined(friend, walks.id);
  await givenCheckIn(friend, walks.id, { date: journeyDate(0), met: true });
  await friend.request.dispose();
  return { walks, rest, card, friendName: friend.person.name };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a check-in, a rest day and a cheer show on the tap while the server has not answered', async ({
      page,
    }) => {
      const { walks, rest, card } = await personWithChallenges(page, `held${width}`);
      await page.goto('/dashboard');
      const walksRow = todayRow(page, walks.title);
      const restRow = todayRow(page, rest.title);
      await expect(walksRow.getByRole('button', { name: 'Met goal' })).toBeVisible();
      const todayCount = page.getByRole('region', { name: 'Today' }).getByText(/^\d+ of \d+ done$/);
      await expect(todayCount).toHaveText('0 of 3 done');

      const writes = await holdWrites(page);
      // a double tap sends one check-in (counted below: three writes for three controls)
      await walksRow.getByRole('button', { name: 'Met goal' }).dblclick();
      await restRow.getByRole('button', { name: /^Rest day/ }).click();
      const dayCheer = walksRow.getByRole('button', { name: /^Cheer everyone who checked in today/ });
      await dayCheer.click();
      // the server has none of them yet: every control already shows its new state
      await expect.poll(writes.count).toBe(3);
      await expect(badgeOf(walksRow)).toHaveText('Done');
      await expect(badgeOf(restRow)).toHaveText('Rest day');
      await expect(restRow.getByRole('button', { name: 'Met goal' })).toHaveCount(0);
      await expect(dayCheer).toHaveAttribute('aria-pressed', 'true');
      // the panel's count agrees with its rows before the server has answered
      await expect(todayCount).toHaveText('2 of 3 done');
      // a second tap on a control whose write is on its way sends nothing more
      await dayCheer.click();
      expect(writes.count()).toBe(3);
      await expectNoSeriousA11yViolations(page, `taps on their way at ${width} px`);

      // the three answers come together: a phone shows the last one's toast only (decision 069), so none is awaited
      await writes.release();
      // the server's answers keep what the taps showed: no flicker back
      await expect(badgeOf(walksRow)).toHaveText('Done');
      await expect(badgeOf(restRow)).toHaveText('Rest day');
      await expect(dayCheer).toHaveAttribute('aria-pressed', 'true');
      await expect(todayCount).toHaveText('2 of 3 done');

      // the challenge page's check-in form: the answer shows at once, then the recorded check-in
      await page.goto(`/challenge/${card.id}`);
      const checkInCard = page.getByRole('region', { name: 'Daily Check-in' });
      const cardWrites = await holdWrites(page);
      await checkInCard.getByRole('button', { name: 'Met goal' }).click();
      await expect.poll(cardWrites.count).toBe(1);
      await expect(checkInCard.getByRole('status').filter({ hasText: 'Saving…' })).toContainText('Met goal');
      await expect(checkInCard.getByRole('button', { name: 'Met goal' })).toBeHidden();
      await expectNoSeriousA11yViolations(page, `a check-in on its way at ${width} px`);
      await cardWrites.release();
      await expect(checkInCard.getByText('Goal met today')).toBeVisible();
    });

    test("a refused tap goes back and the toast gives the server's reason", async ({ page }) => {
      const { walks, rest, friendName } = await personWithChallenges(page, `refused${width}`);
      await page.goto('/dashboard');
      const restRow = todayRow(page, rest.title);
      await expect(badgeOf(restRow)).toHaveText('Not yet');

      await refuse(page, '**/api/challenges/*/rest-days', 'No rest days left (1 of 1 used)');
      await restRow.getByRole('button', { name: /^Rest day/ }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'No rest days left (1 of 1 used)' }),
      ).toBeVisible();
      await expect(badgeOf(restRow)).toHaveText('Not yet');
      await expect(restRow.getByRole('button', { name: 'Met goal' })).toBeVisible();
      await screenshotsLightAndDark(page, `rolled-back-rest-day-${width}`);
      await expectToastAndClose(page, 'No rest days left (1 of 1 used)');

      // a cheer on the challenge's recent check-ins, refused
      await refuse(
        page,
        '**/api/check-ins/*/cheer',
        'You can only cheer check-ins of challenges you take part in.',
      );
      await page.goto(`/challenge/${walks.id}?tab=leaderboard`);
      const cheer = page.getByRole('button', { name: `Cheer ${friendName}'s check-in` }).first();
      await expect(cheer).toHaveAttribute('aria-pressed', 'false');
      await cheer.click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'You can only cheer check-ins of challenges you take part in.' }),
      ).toBeVisible();
      await expect(cheer).toHaveAttribute('aria-pressed', 'false');
      await expectNoSeriousA11yViolations(page, `a refused cheer at ${width} px`);
    });

    test("a rest day or a cheer made offline says 'Not saved — you are offline' and goes back", async ({
      page,
    }) => {
      const { walks, rest } = await personWithChallenges(page, `offline${width}`);
      await page.goto('/dashboard');
      const walksRow = todayRow(page, walks.title);
      const restRow = todayRow(page, rest.title);
      const dayCheer = walksRow.getByRole('button', { name: /^Cheer everyone who checked in today/ });
      await expect(dayCheer).toHaveAttribute('aria-pressed', 'false');
      // the templates' carousel loads after the dashboard is painted (decision 064): let it, before the network goes
      await expect(page.getByRole('heading', { name: 'Start a New Challenge' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next templates' })).toBeVisible();

      await page.context().setOffline(true);
      await restRow.getByRole('button', { name: /^Rest day/ }).click();
      await expectToastAndClose(page, 'Not saved — you are offline');
      await expect(badgeOf(restRow)).toHaveText('Not yet');
      await dayCheer.click();
      await expectToastAndClose(page, 'Not saved — you are offline');
      await expect(dayCheer).toHaveAttribute('aria-pressed', 'false');
      await expectNoSeriousA11yViolations(page, `offline writes at ${width} px`);
      await page.context().setOffline(false);
    });

    test("a leaderboard the server cannot answer says so at once, with 'Try again'", async ({ page }) => {
      await givenPerson(page, `board${width}`);
      const challenge = await givenChallenge(page, { title: `Unreachable Board ${width}` });
      const isBoard = (url: URL) => url.pathname.endsWith('/leaderboard');
      await page.route(isBoard, (route) => route.abort('connectionrefused'));
      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      const outOfReach = page.getByText("Can't load the leaderboard: HabitSprint is out of reach.");
      await expect(outOfReach).toBeVisible();
      await expectNoSeriousA11yViolations(page, `an unreachable leaderboard at ${width} px`);
      // 'Try again' asks at once; still out of reach, the same sentence comes back, never a generic failure
      const asked = page.waitForRequest((request) => isBoard(new URL(request.url())));
      const tryAgain = page.getByRole('button', { name: 'Try again' });
      await tryAgain.click();
      await asked;
      await expect(outOfReach).toBeVisible();
      // reachable again: 'Try again' (unless a retry of its own got there first) brings the board
      await page.unroute(isBoard);
      const board = page.getByText('No participants with check-ins yet');
      await expect(async () => {
        await tryAgain.click({ timeout: 1000 }).catch(() => undefined);
        await expect(board).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(outOfReach).toHaveCount(0);
    });
  });
}
