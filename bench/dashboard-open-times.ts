// A measuring script, not a test (`node --import tsx bench/dashboard-open-times.ts http://localhost:PORT`): on a
// 390 px phone with every API call held 2.5 s, the milliseconds from navigation until the dashboard's first
// check-in button shows, on a first visit and on a return visit (issue 24's figures; decision 064).
import { chromium } from '@playwright/test';
import { BENCH_BROWSER_OPTIONS, phoneWithChallenge } from './browser-person';

const API_DELAY_MS = 2_500;
const origin = process.argv[2] ?? 'http://localhost:3000';

const browser = await chromium.launch(BENCH_BROWSER_OPTIONS);
try {
  const page = await phoneWithChallenge(browser, origin);
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  const timeToCheckIn = async () => {
    const started = Date.now();
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Met goal' }).first().waitFor({ timeout: 60_000 });
    return Date.now() - started;
  };
  const first = await timeToCheckIn();
  // let the device keep what it was shown (and the refresh finish) before opening again
  await page.waitForTimeout(API_DELAY_MS * 3);
  const returning = await timeToCheckIn();
  console.log(
    `dashboard content, 390 px, ${API_DELAY_MS} ms per API call: first visit ${first} ms, return visit ${returning} ms`,
  );
} finally {
  await browser.close();
}
