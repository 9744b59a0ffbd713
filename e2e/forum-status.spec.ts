import { expect, type Page, test } from '@playwright/test';
import { forumNotificationTexts } from '#server/features/forum/forum-messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson } from './support/challenges';
import { pathOf } from './support/controls';
import { confirmationLinkFor, givenForumPost, FORUM_ADMIN_EMAIL, givenAdmin } from './support/forum';
import { uniqueWord } from './support/groups';

// product-rules.md#feedback-forum forum_posts status (open, in_progress, completed, closed), changed by site
// administrators only: the addresses in ADMIN_EMAILS (playwright.config.ts), once the address is confirmed. The
// post's followers (its author from the start) are notified, and the bell opens the post.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('an administrator confirms their address, then changes a post status; the author is notified; others see no Status', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const author = await givenPerson(page, 'forum-status-author');
  const post = await givenForumPost(page, {
    category: 'feature_request',
    title: `${word} export my check-ins`,
    description: 'A CSV file would do.',
  });

  // the author is no administrator: no Status control, and no way to the submitted feedback
  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications on' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await page.goto('/feedback-forum');
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submitted Feedback' })).toHaveCount(0);
  await expect(page.getByText('Confirm your e-mail address to use your administrator rights.')).toHaveCount(
    0,
  );

  // the administrator's rights wait for the confirmed address
  const adminPage = await (await browser.newContext()).newPage();
  await givenAdmin(adminPage, FORUM_ADMIN_EMAIL);
  await adminPage.goto(`/feedback-forum/post/${post.id}`);
  await expect(adminPage.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await expect(adminPage.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await adminPage.goto('/feedback-forum');
  await expect(
    adminPage.getByText('Confirm your e-mail address to use your administrator rights.'),
  ).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Submitted Feedback' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(adminPage, 'forum list with the confirmation notice at 1280 px');
  await adminPage.screenshot({ path: '/tmp/shots/forum-admin-notice-1280.png', fullPage: true });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(adminPage, 'forum list with the confirmation notice at 390 px');
  await adminPage.screenshot({ path: '/tmp/shots/forum-admin-notice-390.png', fullPage: true });
  await adminPage.setViewportSize({ width: 1280, height: 800 });

  await adminPage.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(adminPage.getByText(`Confirmation e-mail sent to ${FORUM_ADMIN_EMAIL}`)).toBeVisible();
  await adminPage.goto(await confirmationLinkFor(adminPage, FORUM_ADMIN_EMAIL));
  await expect.poll(() => pathOf(adminPage)).toBe('/feedback-forum');
  await expect(adminPage.getByRole('link', { name: 'Submitted Feedback' })).toBeVisible();
  await expect(
    adminPage.getByText('Confirm your e-mail address to use your administrator rights.'),
  ).toHaveCount(0);

  // now the post page has the Status control
  await adminPage.goto(`/feedback-forum/post/${post.id}`);
  const status = adminPage.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('Open');
  await status.click();
  await adminPage.getByRole('option', { name: 'In Progress' }).click();
  await expect(adminPage.getByText('Status changed to In Progress')).toBeVisible();
  await expect(status).toHaveValue('In Progress');
  await expect(
    adminPage.getByRole('article').getByText('Status: In Progress', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage, 'forum post for an administrator at 1280 px');
  await adminPage.screenshot({ path: '/tmp/shots/forum-post-admin-1280.png', fullPage: true });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(adminPage, 'forum post for an administrator at 390 px');
  await adminPage.screenshot({ path: '/tmp/shots/forum-post-admin-390.png', fullPage: true });

  // the author hears of it in the bell, which opens the post with its new status
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const told = forumNotificationTexts.status(post.title, 'in_progress');
  const notification = page.getByRole('dialog').getByRole('button', { name: told.title });
  await expect(notification).toContainText(told.message);
  await notification.click();
  await expect.poll(() => pathOf(page)).toBe(`/feedback-forum/post/${post.id}`);
  await expect(page.getByRole('article').getByText('Status: In Progress', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('article').getByText(`by ${author.name}`)).toBeVisible();
});
