import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectDashboardFor, submitSignIn, submitSignUp } from './support/auth-form';
import { latestEmailTo } from './support/outbox';
import { newPerson, givenSignedUp, type Person } from './support/people';
import { INSTANCE_ADMIN_EMAIL, secondDeployment } from './support/second-deployment';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#sign-up-modes (decision 087): a site administrator switches sign-up to approval on the instance
// page; a new person signs up and is told their account waits; the administrator approves it; the person signs in.
// Sign-up modes are the whole instance's, so this runs on the second deployment (support/second-deployment.ts), where
// no other journey signs people up.

const deploymentUrl = process.env.E2E_DEPLOYMENT_URL;
test.use({ baseURL: deploymentUrl });

const WAITING =
  'Your account is waiting for approval by a site administrator. We will e-mail you as soon as you can sign in.';

/** The administrator of the second deployment, signed in on `page` with a confirmed address. */
async function givenInstanceAdmin(page: Page): Promise<void> {
  const admin: Person = {
    ...newPerson('instance-admin'),
    name: 'Ines Instance',
    email: INSTANCE_ADMIN_EMAIL,
  };
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: deploymentUrl! },
    data: { email: admin.email, password: admin.password },
  });
  // a second run on the same deployment finds the administrator there already
  if (signedIn.ok()) return;
  await givenSignedUp(page.request, deploymentUrl!, admin);
  const asked = await page.request.post('/api/auth/send-verification-email', {
    headers: { origin: deploymentUrl! },
    data: { email: admin.email, callbackURL: '/feedback-forum' },
  });
  expect(asked.ok(), `send verification e-mail: ${await asked.text()}`).toBe(true);
  const message = await latestEmailTo(page.request, admin.email);
  const link = message.links.find((candidate) => candidate.includes('/verify-email'));
  expect((await page.request.get(link!)).ok()).toBe(true);
}

async function chooseSignUpMode(page: Page, label: string) {
  await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  await expectToastAndClose(page, 'Sign-up mode saved.');
}

test('approval: the administrator switches it on, a new person waits, is approved and signs in', async ({
  page,
  browser,
}) => {
  await secondDeployment();
  await givenInstanceAdmin(page);

  // the administrator reaches the instance page from Settings → Administration and asks for approval of new accounts
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Administration' }).getByRole('link', { name: 'Instance' }).click();
  await expect(page.getByRole('heading', { name: 'Instance', level: 1 })).toBeVisible();
  await expect(page.getByText('Active today')).toBeVisible();
  await chooseSignUpMode(page, 'Approval');
  await expectNoSeriousA11yViolations(page, 'instance page at 1280 px');
  await screenshot(page, 'instance-page-1280', { fullPage: true });

  const newcomer = newPerson('waiting');
  const newcomerContext = await browser.newContext({
    baseURL: deploymentUrl,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    // the sign-up screen says so up front, and after signing up the account waits
    const newcomerPage = await newcomerContext.newPage();
    await newcomerPage.goto('/auth?mode=signup');
    await expect(
      newcomerPage.getByText('New accounts on this HabitSprint wait for approval by a site administrator.', {
        exact: false,
      }),
    ).toBeVisible();
    await submitSignUp(newcomerPage, { ...newcomer, confirmPassword: newcomer.password });
    await expect(newcomerPage.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await expect(newcomerPage).toHaveURL(/\/auth/);
    await expectNoSeriousA11yViolations(newcomerPage, 'sign-up screen with the waiting message');

    // signing in is refused with the same words until the administrator approves
    await newcomerPage.goto('/auth?mode=signin');
    await submitSignIn(newcomerPage, newcomer.email, newcomer.password);
    await expect(newcomerPage.getByRole('status').filter({ hasText: WAITING })).toBeVisible();

    // the administrator approves the waiting account, at 390 px
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const waiting = page.getByTestId('waiting-account').filter({ hasText: newcomer.email });
    await expect(waiting).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'instance page with a waiting account at 390 px');
    await screenshot(page, 'instance-page-390', { fullPage: true });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expectToastAndClose(page, `${newcomer.name} can sign in now.`);
    await expect(waiting).toHaveCount(0);
    const approval = await latestEmailTo(page.request, newcomer.email);
    expect(approval.subject).toBe('Your HabitSprint account is approved');

    // and the person signs in
    await submitSignIn(newcomerPage, newcomer.email, newcomer.password);
    await expectDashboardFor(newcomerPage, newcomer.firstName);
  } finally {
    await newcomerContext.close();
    // the deployment's other journey, and a second run, find sign-up open again
    const reopened = await page.request.put('/api/admin/instance/sign-up-mode', {
      headers: { origin: deploymentUrl! },
      data: { mode: 'open' },
    });
    expect(reopened.ok()).toBe(true);
  }
});
