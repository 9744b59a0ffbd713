import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, transitionsSettled } from './support/axe';
import { INVALID_CREDENTIALS, openSignIn, submitSignIn } from './support/auth-form';
import { givenCheckIn, givenChallenge, givenJoined, journeyDate, givenPerson } from './support/challenges';
import { givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import { expectToastAndClose } from './support/toasts';

// product-rules.md#account-deletion: the export offered first, the password and DELETE typed; afterwards the forum
// post shows 'Deleted user', the challenge is organised by the next participant, the board has no entry of theirs
// and the account cannot sign in.

test('a person deletes their account from the settings; their post, challenge and board entries follow the rules', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const word = uniqueWord();
  const leaver = await givenPerson(page, 'leaver');
  const challenge = await givenChallenge(page, { title: `${word} Sprint` });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  const post = await givenForumPost(page, {
    category: 'feature_request',
    title: `${word} a calendar view`,
    description: 'A month at a glance.',
  });

  const otherPage = await (await browser.newContext()).newPage();
  const other = await givenPerson(otherPage, 'stayer');
  await givenJoined(otherPage, challenge.id);
  await givenCheckIn(otherPage, challenge.id, { date: journeyDate(0), met: true });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'settings with the delete account section (390 px)');
  await page.screenshot({ path: '/tmp/shots/delete-account-section-390.png', fullPage: true });

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
  await page.screenshot({ path: '/tmp/shots/delete-account-dialog-390.png' });

  await dialog.getByRole('textbox', { name: 'Password' }).fill(leaver.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/landing$/);
  await expectToastAndClose(page, 'Your account has been deleted.');

  // the other participant's view (at 1280 px, dark): their own settings show the same section
  await otherPage.emulateMedia({ colorScheme: 'dark' });
  await otherPage.goto('/settings');
  await expect(otherPage.getByRole('region', { name: 'Delete account' })).toBeVisible();
  await transitionsSettled(otherPage);
  await expectNoSeriousA11yViolations(otherPage, 'settings with the delete account section (1280 px, dark)');
  await otherPage.screenshot({ path: '/tmp/shots/delete-account-section-1280-dark.png', fullPage: true });

  await otherPage.goto(`/feedback-forum/post/${post.id}`);
  await expect(otherPage.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(otherPage.getByText('by Deleted user')).toBeVisible();

  await otherPage.goto(`/challenge/${challenge.id}`);
  await expect(otherPage.getByText('Organizer', { exact: true }).locator('..')).toContainText(other.name);
  await otherPage.getByRole('tab', { name: 'Leaderboard' }).click();
  const rows = otherPage.getByRole('table', { name: 'Challenge Leaders' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one who stayed
  await expect(rows.nth(1)).toContainText(`${other.name} (You)`);
  await expect(otherPage.getByRole('table', { name: 'Challenge Leaders' })).not.toContainText(leaver.name);

  // the account is gone
  await openSignIn(page);
  await submitSignIn(page, leaver.email, leaver.password);
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
});
