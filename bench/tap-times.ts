// A measuring script, not a test (`node --import tsx bench/tap-times.ts http://localhost:PORT`): on a 390 px phone
// with every API call held 2.5 s, the milliseconds from a tap until its control shows the new state, for each write
// issue 24 names (decision 065; goal: on the tap). A reaction is the group posts' own, drawn the way a vote is (a
// cache change); it is left out here because it needs a group set up.
import { chromium, type Locator, type Page } from '@playwright/test';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { BENCH_BROWSER_OPTIONS, phoneWithChallenge } from './browser-person';

const API_DELAY_MS = 2_500;
const origin = process.argv[2] ?? 'http://localhost:3000';
const headers = { origin };

async function postJson(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`${origin}/api${path}`, { headers, data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A friend who joins the person's challenge, checks in today and asks a question in the forum. */
async function friendOf(page: Page, challengeId: string) {
  const context = await page.context().browser()!.newContext({ baseURL: origin });
  const friend = await context.newPage();
  const email = `bench-friend-${Date.now().toString(36)}@example.com`;
  await postJson(friend, '/auth/sign-up/email', {
    name: 'Bench Friend',
    email,
    password: 'Sprint#2026',
    timezone: 'Europe/Berlin',
  });
  await postJson(friend, `/challenges/${challengeId}/join`, {});
  await postJson(friend, `/challenges/${challengeId}/check-ins`, { date: dayFromToday(0), met: true });
  const post = await postJson(friend, '/forum/posts', {
    category: 'questions',
    title: 'Bench question',
    description: 'Does a rest day keep my streak?',
  });
  await context.close();
  return { postId: post.id as string };
}

const dayFromToday = (days: number) => addDays(calendarDateIn('Europe/Berlin', new Date()), days);

/** Milliseconds from the tap on `control` until `shown` is on the page; then the write is let finish. */
async function tapTime(page: Page, control: Locator, shown: Locator) {
  await control.waitFor({ timeout: 60_000 });
  const started = Date.now();
  await control.click();
  await shown.waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  // the write and the reads it refreshes, each held 2.5 s, end before the next tap or page
  await page.waitForTimeout(API_DELAY_MS * 4);
  return elapsed;
}

const browser = await chromium.launch(BENCH_BROWSER_OPTIONS);
try {
  const page = await phoneWithChallenge(browser, origin);
  const [first, second, third] = (await Promise.all(
    ['Tap Walks', 'Tap Rest', 'Tap Card'].map(async (title) => {
      const source = await postJson(page, '/challenges', {
        title,
        description: 'Walk for twenty minutes every morning before work.',
        rules: 'Walk at least twenty minutes.',
        challengeType: 'custom',
        maxParticipants: 10,
        startDate: dayFromToday(-1),
        endDate: dayFromToday(12),
      });
      return { id: source.id as string };
    }),
  )) as [{ id: string }, { id: string }, { id: string }];
  const { postId } = await friendOf(page, first.id);
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue().catch(() => undefined);
  });

  const times: Record<string, number> = {};
  await page.goto('/dashboard');
  const row = (id: string) =>
    page.getByRole('listitem').filter({ has: page.locator(`a[href="/challenge/${id}"]`) });
  times['check-in, Today panel'] = await tapTime(
    page,
    row(first.id).getByRole('button', { name: 'Met goal' }),
    row(first.id).locator('.mantine-Badge-root', { hasText: 'Done' }),
  );
  times['rest day, Today panel'] = await tapTime(
    page,
    row(second.id).getByRole('button', { name: /^Rest day/ }),
    row(second.id).locator('.mantine-Badge-root', { hasText: 'Rest day' }),
  );
  times['cheer everyone, Today panel'] = await tapTime(
    page,
    row(first.id).getByRole('button', { name: /^Cheer everyone/, pressed: false }),
    row(first.id).getByRole('button', { name: /^Cheer everyone/, pressed: true }),
  );

  await page.goto(`/challenge/${third.id}`);
  const card = page.getByRole('region', { name: 'Daily Check-in' });
  times['check-in, challenge page'] = await tapTime(
    page,
    card.getByRole('button', { name: 'Met goal' }),
    // the recorded check-in, or the tapped answer shown while on its way
    card.getByText('Goal met today').or(card.getByRole('status').filter({ hasText: 'Met goal' })),
  );

  await page.goto(`/challenge/${first.id}?tab=leaderboard`);
  const cheer = page.getByRole('button', { name: "Cheer Bench Friend's check-in" }).first();
  times['cheer, recent check-ins'] = await tapTime(
    page,
    cheer,
    page.getByRole('button', { name: "Cheer Bench Friend's check-in", pressed: false }).first(),
  );

  await page.goto(`/feedback-forum/post/${postId}`);
  times['vote, forum post'] = await tapTime(
    page,
    page.getByRole('button', { name: /^Vote for Bench question/, pressed: false }),
    page.getByRole('button', { name: /^Vote for Bench question/, pressed: true }),
  );

  console.log(`tap until shown, 390 px, ${API_DELAY_MS} ms per API call:`);
  for (const [what, ms] of Object.entries(times)) console.log(`  ${String(ms).padStart(6)} ms  ${what}`);
} finally {
  await browser.close();
}
