import { inEnglish } from './support/in-english';
import { expect, test } from '@playwright/test';
import { forumNotificationTexts } from '#server/features/forum/forum-messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse, newApiClient } from './support/challenges';
import { bell, pathOf } from './support/controls';
import {
  confirmationLinkFor,
  givenAdmin,
  givenConfirmedAddress,
  givenForumPost,
  givenStatus,
  API_ADMIN_EMAIL,
  FORUM_ADMIN_EMAIL,
  STATUS_ADMIN_EMAIL,
} from './support/forum';
import { uniqueWord } from './support/groups';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#feedback-forum forum_posts status (open, in_progress, completed, closed), changed by site
// administrators only: the addresses in ADMIN_EMAILS (playwright.config.ts), once the address is confirmed. The
// post's followers (its author from the start) are notified, and the bell opens the post. The administrator's and
// the author's parts are journeys of their own; the other person acts through the API (issue 25).

const postInput = () => ({
  category: 'feature_request' as const,
  title: `${uniqueWord()} export my check-ins`,
  description: 'A CSV file would do.',
});

test("an administrator's rights wait for their confirmed address: the notice, its e-mail, its link", async ({
  page,
}) => {
  const author = await givenSomeoneElse('forum-status-author');
  const post = await givenForumPost(author, postInput());

  // the administrator's rights wait for the confirmed address
  await givenAdmin(page, FORUM_ADMIN_EMAIL);
  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await page.goto('/feedback-forum');
  await expect(page.getByText('Confirm your e-mail address to use your administrator rights.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forum list with the confirmation notice at 1280 px');
  await screenshot(page, 'forum-admin-notice-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'forum list with the confirmation notice at 390 px');
  await screenshot(page, 'forum-admin-notice-390', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(page.getByText(`Confirmation e-mail sent to ${FORUM_ADMIN_EMAIL}`)).toBeVisible();
  await page.goto(await confirmationLinkFor(page, FORUM_ADMIN_EMAIL));
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum');
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address to use your administrator rights.')).toHaveCount(
    0,
  );
  await page.goto('/settings');
  await expect(
    page.getByRole('region', { name: 'Administration' }).getByRole('link', { name: 'Submitted Feedback' }),
  ).toBeVisible();

  // now the post page has the Status control
  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  await author.request.dispose();
});

test('a confirmed administrator changes a post status on its page', async ({ page }) => {
  const author = await givenSomeoneElse('forum-status-author');
  const post = await givenForumPost(author, postInput());
  await givenAdmin(page, STATUS_ADMIN_EMAIL);
  await givenConfirmedAddress(page, STATUS_ADMIN_EMAIL);

  await page.goto(`/feedback-forum/post/${post.id}`);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('Open');
  await status.click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  // closed as a person would: a toast closing by itself during a scan reads as low contrast
  await expectToastAndClose(page, 'Status changed to In Progress');
  await expect(status).toHaveValue('In Progress');
  await expect(page.getByRole('article').getByText('Status: In Progress', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forum post for an administrator at 1280 px');
  await screenshot(page, 'forum-post-admin-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'forum post for an administrator at 390 px');
  await screenshot(page, 'forum-post-admin-390', { fullPage: true });
  await author.request.dispose();
});

test("a post's author sees no Status; notified of a new one, they open the post from the bell", async ({
  page,
}) => {
  const author = await givenPerson(page, 'forum-status-author');
  const post = await givenForumPost(page, postInput());

  // the author is no administrator: no Status control (nor Settings → Administration: administration-settings.spec.ts)
  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications on' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await page.goto('/feedback-forum');
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address to use your administrator rights.')).toHaveCount(
    0,
  );

  const admin = await newApiClient();
  await givenAdmin(admin, API_ADMIN_EMAIL);
  await givenConfirmedAddress(admin, API_ADMIN_EMAIL);
  await givenStatus(admin, post.id, 'in_progress');

  // the author hears of it in the bell, which opens the post with its new status
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const told = inEnglish(forumNotificationTexts.status(post.title, 'in_progress'));
  const notification = page.getByRole('dialog').getByRole('button', { name: told.title });
  await expect(notification).toContainText(told.message);
  await notification.click();
  await expect.poll(() => pathOf(page)).toBe(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('article').getByText('Status: In Progress', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('article').getByText(`by ${author.name}`)).toBeVisible();
  await admin.request.dispose();
});
