import { expect, type Page, test } from '@playwright/test';
import { KEPT_PERSON_KEY } from '#shared/kept-person-key';
import { givenChallenge, givenPerson } from './support/challenges';

// Issue 24, decision 067: the first screen's data request starts in parallel with the JavaScript, not after it. The
// page's HTML asks for the session and, on /dashboard, for the dashboard; the app takes those answers instead of
// asking again.

/** How often the page asked the server for each API path, counted from the start of the page. */
function countApiRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return (pathname: string) => counts.get(pathname) ?? 0;
}

/**
 * Holds the app's main script (the build's entry chunk, /assets/index-….js) until `release`: until then, none of the
 * app's code has run. Returns what the page had asked of the API at the moment the script was asked for.
 */
async function holdMainScript(page: Page, requestsOf: (pathname: string) => number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const askedWhileHeld = new Promise<{ session: number; dashboard: number }>((resolve) => {
    void page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    void released.then(() =>
      resolve({ session: requestsOf('/api/auth/get-session'), dashboard: requestsOf('/api/dashboard') }),
    );
  });
  return { release, askedWhileHeld };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the dashboard and the session are asked for before the main script has run, and only once', async ({
      page,
    }) => {
      await givenPerson(page, 'first-requests');
      await givenChallenge(page, { title: 'Early Walks' });
      // a return visit: this device keeps the person's data, so the page knows someone is signed in here
      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();
      // the app keeps what it showed a moment after it showed it: the next visit is a return visit only once it has
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_PERSON_KEY))
        .not.toBeNull();
      const requestsOf = countApiRequests(page);
      const { release, askedWhileHeld } = await holdMainScript(page, requestsOf);
      const scriptAsked = page.waitForRequest(/\/assets\/index-[^/]+\.js$/);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await scriptAsked;
      // the main script is held: only the page's HTML can have asked
      await expect.poll(() => requestsOf('/api/dashboard')).toBe(1);
      release();
      expect(await askedWhileHeld).toEqual({ session: 1, dashboard: 1 });

      await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();
      // the app took the answers the page had asked for instead of asking again
      expect(requestsOf('/api/dashboard')).toBe(1);
      expect(requestsOf('/api/auth/get-session')).toBe(1);
    });

    test('another screen asks early only for the session', async ({ page }) => {
      await givenPerson(page, 'first-requests-other');
      const requestsOf = countApiRequests(page);
      const { release, askedWhileHeld } = await holdMainScript(page, requestsOf);
      await page.goto('/challenges', { waitUntil: 'commit' });
      await expect.poll(() => requestsOf('/api/auth/get-session')).toBe(1);
      release();
      expect(await askedWhileHeld).toEqual({ session: 1, dashboard: 0 });
      await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
      expect(requestsOf('/api/auth/get-session')).toBe(1);
    });

    test('a visitor on /dashboard: the page asks only for the session and logs no error', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const requestsOf = countApiRequests(page);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/auth/);
      expect(requestsOf('/api/dashboard')).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}
