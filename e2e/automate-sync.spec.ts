import { expect, request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, givenPerson } from './support/challenges';
import { PHONE } from './support/pages';
import { screenshotsLightAndDark } from './support/screenshots';

// Issue 28 (item 4): from a steps challenge's page to 'Automate this', one tap makes a 'check-in' token, and the
// request the page shows — replayed here as a phone's automation would send it, with no cookie — sets the day's
// steps, which the challenge page then shows marked 'synced'.

test.use({ viewport: PHONE });

test("a steps challenge's Automate page makes the token, and its request syncs the day's steps", async ({
  page,
}) => {
  await givenPerson(page, 'walker');
  const challenge = await givenChallenge(page, {
    title: 'Walk 8,000 steps',
    challengeType: 'step_count',
    goalConfig: { target_steps: 8000 } as never,
  });

  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('link', { name: 'Automate this: sync from your phone' }).click();
  await expect(page.getByRole('heading', { name: 'Automate this', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make a token' }).click();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const url = (await page.getByTestId('sync-url').textContent())!;
  const authorization = (await page.getByTestId('sync-authorization').textContent())!;
  const body = (await page.getByTestId('sync-body').textContent())!;
  expect(url).toMatch(new RegExp(`/api/challenges/${challenge.id}/days/\\d{4}-\\d{2}-\\d{2}/amount$`));
  expect(authorization).toMatch(/^Bearer hs_/);
  expect(JSON.parse(body)).toEqual({ amount: 8000 });
  await expectNoSeriousA11yViolations(page, 'Automate this');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'nothing wider than the phone').toBeLessThanOrEqual(PHONE.width);
  await screenshotsLightAndDark(page, 'automate-page-390', { fullPage: true });
  // the request to paste as the phone shows it, clear of the bottom navigation
  await page.getByTestId('sync-body').evaluate((body) => body.scrollIntoView({ block: 'center' }));
  await screenshotsLightAndDark(page, 'automate-request-390');

  // the phone's automation: the shown request exactly, no cookie, no Origin
  const phone = await request.newContext();
  const synced = await phone.put(url, {
    headers: { authorization, 'content-type': 'application/json' },
    data: body,
  });
  expect(synced.status(), await synced.text()).toBe(201);
  await phone.dispose();

  await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  const recent = page.getByRole('region', { name: 'Recent Check-ins' });
  const entry = recent.getByRole('listitem').filter({ hasText: '8,000 steps' });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('synced-mark')).toHaveText('synced');
  // the board marks the entry whose today came from the phone
  await expect(page.getByText(/synced today/).first()).toBeVisible();
});
