import { expect, test } from '@playwright/test';
import { reportOutcome } from '#server/features/moderation/moderation-messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { bell, pathOf } from './support/controls';
import { givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import { inEnglish } from './support/in-english';
import { inEachLook, looks } from './support/looks';
import { DESKTOP, PHONE } from './support/pages';
import { givenAdminBrowser, MODERATION_ADMIN_EMAIL, reportCard } from './support/moderation';
import { screenshot } from './support/screenshots';
import { expectToastAndClose } from './support/toasts';

// Decision 085, issue 29's journey: a person reports a forum post → a site administrator hides it from the
// moderation queue → the reporter is told the outcome in the bell, and the post is gone for them.

test('a reported forum post is hidden by an administrator, and the reporter is told', async ({
  page,
  browser,
}) => {
  const author = await givenSomeoneElse('report-author');
  const post = await givenForumPost(author, {
    category: 'feedback',
    title: `${uniqueWord()} cheap watches here`,
    description: 'Visit my shop.',
  });
  await givenPerson(page, 'reporter');

  // the reporter reports the post from its page, with a reason
  await page.goto(`/feedback-forum/post/${post.id}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Details (optional)').fill('An advert, not feedback.');
  await expectNoSeriousA11yViolations(page, 'the report dialog at 1280 px');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToastAndClose(
    page,
    'Thank you. A moderator will look at it, and you will be told the outcome.',
  );
  await expect(dialog).toHaveCount(0);

  // the administrator finds the moderation page in Settings → Administration and hides the post from the queue
  const admin = await givenAdminBrowser(browser, MODERATION_ADMIN_EMAIL);
  await admin.page.goto('/settings');
  const administration = admin.page.getByRole('region', { name: 'Administration' });
  for (const name of ['Submitted Feedback', 'Moderation', 'Instance'])
    await expect(administration.getByRole('link', { name })).toBeVisible();
  await inEachLook(
    admin.page,
    looks([DESKTOP, PHONE], ['light', 'dark']),
    async (where, { viewport, colorScheme }) => {
      await expectNoSeriousA11yViolations(admin.page, `Settings → Administration at ${where}`);
      await screenshot(admin.page, `settings-administration-${viewport.width}-${colorScheme}`, {
        element: administration,
      });
    },
  );
  await admin.page.setViewportSize(DESKTOP);
  await admin.page.emulateMedia({ colorScheme: 'light' });
  await administration.getByRole('link', { name: 'Moderation' }).click();
  await expect.poll(() => pathOf(admin.page)).toBe('/admin/moderation');
  const card = reportCard(admin.page, post.title);
  await expect(card).toContainText('Spam or advertising');
  await expect(card).toContainText('An advert, not feedback.');
  await expectNoSeriousA11yViolations(admin.page, 'the moderation queue at 1280 px');
  await screenshot(admin.page, 'moderation-queue-1280', { fullPage: true });
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(admin.page, 'the moderation queue at 390 px');
  await screenshot(admin.page, 'moderation-queue-390', { fullPage: true });
  await card.getByLabel('Note for the author (optional)').fill('Advertising is not allowed.');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card).toHaveCount(0);
  await admin.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.page.getByRole('list', { name: 'Audit log' })).toContainText('Hid content');
  await expect(admin.page.getByRole('list', { name: 'Audit log' })).toContainText(
    'Advertising is not allowed.',
  );

  // the reporter is told, and the post is gone for them
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const told = inEnglish(reportOutcome('forum_post', 'hidden'));
  await expect(page.getByRole('dialog').getByRole('button', { name: told.title })).toContainText(
    told.message,
  );
  await page.goto(`/feedback-forum/post/${post.id}`);
  await expect(page.getByText('Post not found')).toBeVisible();

  await admin.context.close();
  await author.request.dispose();
});
