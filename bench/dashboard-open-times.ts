// A measuring script, not a test (`node --import tsx bench/dashboard-open-times.ts http://localhost:PORT`): on a
// 390 px phone with every API call held 2.5 s and then 3 s, the milliseconds from navigation until the shell (the
// header and the tab bar) and until the dashboard's first check-in button show, on a first visit and on a return
// visit (issue 24's figures and targets: shell within 2 s and kept check-ins within 2.5 s at 3 s per call;
// decision 064).
import { chromium, type Page } from '@playwright/test';
import { KEPT_PERSON_KEY } from '#shared/kept-person-key';
import { BENCH_BROWSER_OPTIONS, phoneWithChallenge } from './browser-person';

const API_DELAYS_MS = [2_500, 3_000];
const origin = process.argv[2] ?? 'http://localhost:3000';

/** Milliseconds from navigation to /dashboard until the shell, and until the first check-in button, show. */
async function openDashboard(page: Page) {
  const started = Date.now();
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const shellShown = Promise.all([
    page.getByRole('banner').getByRole('link', { name: 'HabitSprint' }).waitFor({ timeout: 60_000 }),
    page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 60_000 }),
  ]).then(() => Date.now() - started);
  const checkInShown = page
    .getByRole('button', { name: 'Met goal' })
    .first()
    .waitFor({ timeout: 60_000 })
    .then(() => Date.now() - started);
  const [shell, checkIn] = await Promise.all([shellShown, checkInShown]);
  return { shell, checkIn };
}

const browser = await chromium.launch(BENCH_BROWSER_OPTIONS);
try {
  for (const delay of API_DELAYS_MS) {
    const page = await phoneWithChallenge(browser, origin);
    // a first visit of someone who signed in on this device before: it knows them but keeps none of their data
    // (a visitor's device draws the signed-out shell instead: is-person-kept.ts)
    await page.goto('/api/health');
    const session = await page.request.get('/api/auth/get-session');
    const personId = ((await session.json()) as { user: { id: string } }).user.id;
    await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
      key: KEPT_PERSON_KEY,
      id: personId,
    });
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue().catch(() => undefined);
    });
    const first = await openDashboard(page);
    // let the device keep what it was shown (and the refresh finish) before opening again
    await page.waitForTimeout(delay * 3);
    const returning = await openDashboard(page);
    console.log(
      `dashboard, 390 px, ${delay} ms per API call: first visit shell ${first.shell} ms, check-ins ${first.checkIn} ms; ` +
        `return visit shell ${returning.shell} ms, check-ins ${returning.checkIn} ms`,
    );
    await page.context().close();
  }
} finally {
  await browser.close();
}
