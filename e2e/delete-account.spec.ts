import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, transitionsSettled } from './support/axe';
import { INVALID_CREDENTIALS, openSignIn, submitSignIn } from './support/auth-form';
import {
  appOrigin,
  givenCheckIn,
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  newApiClient,
  type SignedIn,
} from './support/challenges';
import { givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#account-deletion: the export offered first, the password and DELETE typed; afterwards the forum
// post shows 'Deleted user', the challenge is organised by the next participant, the board has no entry of theirs
// and the account cannot sign in. Two journeys on one scene, the leaver's and the one who stays (issue 25): each
// drives in the browser the screens it is about, and the other person acts through the API.

/** The leaver organises a challenge with a check-in today and wrote a forum post; the stayer joined and checked in. */
async function givenALeaverAndAStayer(leaverSide: SignedIn, stayerSide: SignedIn) {
  const word = uniqueWord();
  const leaver = await givenPerson(leaverSide, 'leaver');
  const challenge = await givenChallenge(leaverSide, { title: `${word} Sprint` });
  await givenCheckIn(leaverSide, challenge.id, { date: journeyDate(0), met: true });
  const post = await givenForumPost(leaverSide, {
    category: 'feature_request',
    title: `${word} a calendar view`,
    description: 'A month at a glance.',
  });
  const stayer = await givenPerson(stayerSide, 'stayer');
  await givenJoined(stayerSide, challenge.id);
  await givenCheckIn(stayerSide, challenge.id, { date: journeyDate(0), met: true });
  return { leaver, stayer, challenge, post };
}

test('a person deletes their account from the settings, and it can no longer sign in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stayerSide = await newApiClient();
  const { leaver } = await givenALeaverAndAStayer(page, stayerSide);
  await stayerSide.request.dispose();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'settings with the delete account section (390 px)');
  await screenshot(page, 'delete-account-section-390', { fullPage: true });

  await section.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Not-my#password1');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await confirm.click();
  await expect(dialog.getByText('That password is not correct. Your account was not deleted.')).toBeVisible();
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'the delete account dialog');
  await screenshot(page, 'delete-account-dialog-390');

  await dialog.getByRole('textbox', { name: 'Password' }).fill(leaver.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/landing$/);
  await expectToastAndClose(page, 'Your account has been deleted.');

  // the account is gone
  await openSignIn(page);
  await submitSignIn(page, leaver.email, leaver.password);
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
});

test('after an account is deleted, its post, challenge and board entries follow the rules for those who stay', async ({
  page,
}) => {
  const leaverSide = await newApiClient();
  const { leaver, stayer, challenge, post } = await givenALeaverAndAStayer(leaverSide, page);
  const deleted = await leaverSide.request.delete('/api/account', {
    headers: { origin: appOrigin() },
    data: { password: leaver.password },
  });
  expect(deleted.status(), `delete the account: ${await deleted.text()}`).toBe(200);
  await leaverSide.request.dispose();

  // the other participant's view (at 1280 px, dark): their own settings show the same section
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Delete account' })).toBeVisible();
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'settings with the delete account section (1280 px, dark)');
  await screenshot(page, 'delete-account-section-1280-dark', { fullPage: true });

  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(page.getByText('by Deleted user')).toBeVisible();

  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByText('Organizer', { exact: true }).locator('..')).toContainText(stayer.name);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const rows = page.getByRole('table', { name: 'Challenge Leaders' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one who stayed
  await expect(rows.nth(1)).toContainText(`${stayer.name} (You)`);
  await expect(page.getByRole('table', { name: 'Challenge Leaders' })).not.toContainText(leaver.name);
});
