import { expect, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { pathOf } from './support/controls';
import { newPerson, givenSignedUp } from './support/people';
import { signOutFromHeader } from './support/sign-out';

test("'Sign Out' in the header asks first, then ends the session and goes to /landing", async ({
  page,
  baseURL,
}) => {
  const person = newPerson('sign-out');
  await givenSignedUp(page.request, baseURL!, person);
  await page.goto('/dashboard');
  await expectDashboardFor(page, person.firstName);

  await signOutFromHeader(page);
  await expect.poll(() => pathOf(page)).toBe('/landing');

  // the session is really gone: the guard now sends the visitor to sign in
  await page.goto('/dashboard');
  await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});
