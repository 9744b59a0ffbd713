import { expect, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pathOf } from './support/controls';
import { newPerson, givenSignedUp } from './support/people';

// While the database is out of reach the server answers 503 (src/server/resilience/database-outage.test.ts proves
// that on a real PostgreSQL restart). Here the browser gets that answer for its session lookup, as it would during
// the outage, and the signed-in person must not be sent to the sign-in page.
const UNAVAILABLE = {
  status: 503,
  contentType: 'application/json',
  headers: { 'Retry-After': '5' },
  body: JSON.stringify({
    error: {
      code: 'SERVICE_UNAVAILABLE',
      message: 'HabitSprint cannot reach its database right now. Please try again in a moment.',
    },
  }),
};

test.use({ viewport: { width: 390, height: 844 } });

test('during an outage a signed-in person sees a notice that comes back by itself, not the sign-in page', async ({
  page,
  baseURL,
}) => {
  const person = newPerson('outage');
  await givenSignedUp(page.request, baseURL!, person);
  await page.goto('/dashboard');
  await expectDashboardFor(page, person.firstName);

  await page.route('**/api/auth/get-session', (route) => route.fulfill(UNAVAILABLE));
  // a device that kept nothing of the person (decision 064; e2e/kept-data.spec.ts covers one that did). Emptied as
  // the reloaded page starts: emptied before, the dashboard's last answer could still be saved after it.
  await page.addInitScript(() => localStorage.clear());
  await page.reload();
  // the client retries three times with back-off (1 + 2 + 4 s) before it says so
  await expect(page.getByRole('heading', { name: 'HabitSprint is briefly unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  expect(pathOf(page)).toBe('/dashboard');
  await expectNoSeriousA11yViolations(page, 'server unavailable (390 px)');

  await page.unroute('**/api/auth/get-session');
  await expectDashboardFor(page, person.firstName);
  expect(pathOf(page)).toBe('/dashboard');
});
