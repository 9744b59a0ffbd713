import type { Browser, LaunchOptions, Page } from '@playwright/test';
import { calendarDateIn, addDays } from '#shared/domain/calendar-date';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

// Chromium as the journeys run it (MACHINE-NOTES.md): Debian's, never one Playwright downloads.
export const BENCH_BROWSER_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
};

const TIME_ZONE = 'Europe/Berlin';

/**
 * Signs a new person up through the API (the page's context keeps the cookie) with one active challenge of theirs;
 * returns the challenge's id.
 */
export async function signUpWithChallenge(page: Page, origin: string): Promise<string> {
  const headers = { origin };
  const email = `bench-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers,
    data: { name: 'Bench Sprinter', email, password: 'Sprint#2026', timezone: TIME_ZONE },
  });
  if (!signUp.ok()) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);
  const today = calendarDateIn(TIME_ZONE, new Date());
  const created = await page.request.post(`${origin}/api/challenges`, {
    headers,
    data: {
      title: 'Morning Walk Sprint',
      description: 'Walk for twenty minutes every morning before work.',
      rules: 'Walk at least twenty minutes.',
      challengeType: 'custom',
      maxParticipants: 10,
      startDate: addDays(today, -1),
      endDate: addDays(today, 12),
    },
  });
  if (!created.ok()) throw new Error(`create challenge: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

/**
 * A 390 px phone's page, signed in as a new person with one active challenge. Its service worker is blocked:
 * page.route does not see what a service worker fetches, and the benches delay every API call with it.
 */
export async function phoneWithChallenge(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signUpWithChallenge(page, origin);
  return page;
}
