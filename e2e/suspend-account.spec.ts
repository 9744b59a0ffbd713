import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenPerson, givenSomeoneElse } from './support/challenges';
import { pathOf } from './support/controls';
import { expectDashboardFor, openSignIn, submitSignIn } from './support/auth-form';
import { givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import {
  givenAdminBrowser,
  givenReport,
  PEOPLE_ADMIN_EMAIL,
  reportCard,
  SUSPEND_ADMIN_EMAIL,
} from './support/moderation';
import { screenshot } from './support/screenshots';

// Decision 085, issue 29's journey: a site administrator suspends an account from a report → the person's open
// session is gone on their next request and their sign-in is refused with the message; lifting lets them back in.

const SUSPENDED =
  'This account has been suspended by the site administrators. Contact them if you think this is a mistake.';

test('a suspended person is signed out at once and told why they cannot sign in; lifting lets them back', async ({
  page,
  browser,
}) => {
  const person = await givenPerson(page, 'suspended');
  const post = await givenForumPost(page, {
    category: 'feedback',
    title: `${uniqueWord()} follow my channel`,
    description: 'Links everywhere.',
  });
  await page.goto('/dashboard');
  await expectDashboardFor(page, person.firstName);
  const reporter = await givenSomeoneElse('suspend-reporter');
  await givenReport(reporter, { targetKind: 'forum_post', targetId: post.id, reason: 'spam' });

  // the administrator suspends the author from the queue, after confirming
  const admin = await givenAdminBrowser(browser, SUSPEND_ADMIN_EMAIL);
  await admin.page.goto('/admin/moderation');
  const card = reportCard(admin.page, post.title);
  await card.getByLabel('Note for the author (optional)').fill('Spam in every post.');
  await card.getByRole('button', { name: 'Suspend account' }).click();
  const confirm = admin.page.getByRole('dialog', { name: 'Suspend account' });
  await expect(confirm).toContainText(`Suspend ${person.name}?`);
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(card).toHaveCount(0);
  await admin.page.getByRole('tab', { name: 'Suspended accounts' }).click();
  const suspended = admin.page.getByText(`${person.name} · ${person.email}`);
  await expect(suspended).toBeVisible();

  // the person's session is gone on their very next request
  expect((await page.request.get(`${appOrigin()}/api/me`)).status()).toBe(401);
  await page.goto('/dashboard');
  await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);

  // and signing in again shows why
  await openSignIn(page);
  await submitSignIn(page, person.email, person.password);
  await expect(page.getByText(SUSPENDED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await expectNoSeriousA11yViolations(page, 'the sign-in form of a suspended account at 1280 px');
  await screenshot(page, 'sign-in-suspended-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(SUSPENDED, { exact: true })).toBeVisible();
  await screenshot(page, 'sign-in-suspended-390');

  // lifted: the person signs in again (other journeys' suspended people are listed too)
  await admin.page
    .getByRole('listitem')
    .filter({ has: suspended })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(suspended).toHaveCount(0);
  await submitSignIn(page, person.email, person.password);
  await expectDashboardFor(page, person.firstName);

  await admin.context.close();
  await reporter.request.dispose();
});

test('a site administrator suspends someone from the instance page, with the reason they are told, at 390 px', async ({
  page,
  browser,
}) => {
  const person = await givenPerson(page, 'suspended-direct');
  const admin = await givenAdminBrowser(browser, PEOPLE_ADMIN_EMAIL);
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.goto('/admin/instance');
  await admin.page.getByLabel('Search people').fill(person.email);
  const row = admin.page.getByTestId('instance-person').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Suspend account' });
  // a reason is required: it is what the person is told
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Say why the account is suspended.')).toBeVisible();
  await dialog.getByLabel('Reason (they are told)').fill('Selling pills in every group.');
  await expectNoSeriousA11yViolations(admin.page, 'the suspend dialog of the instance page at 390 px');
  await screenshot(admin.page, 'instance-suspend-390');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  expect((await page.request.get(`${appOrigin()}/api/me`)).status()).toBe(401);
  await page.goto('/dashboard');
  await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);
  await openSignIn(page);
  await submitSignIn(page, person.email, person.password);
  await expect(page.getByText(SUSPENDED, { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  await submitSignIn(page, person.email, person.password);
  await expectDashboardFor(page, person.firstName);
  await admin.context.close();
});
