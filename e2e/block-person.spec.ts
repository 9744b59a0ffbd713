import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, transitionsSettled } from './support/axe';
import { givenChallenge, givenPerson, givenSomeoneElse } from './support/challenges';
import { pathOf } from './support/controls';
import { forumCard, givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import { givenInvitation } from './support/invitations';
import { screenshot } from './support/screenshots';
import { expectToastAndClose } from './support/toasts';

// product-rules.md#blocking, decision 084: a reader blocks the author of a forum post from its page, after a dialog
// that says what blocking does; the author's posts vanish for them; they unblock from Settings, where the author
// stays as the forum shows them, and the posts come back. The author acts through the API.

test('a reader blocks a forum post’s author, their posts vanish, and come back after Unblock in Settings', async ({
  page,
}) => {
  const author = await givenSomeoneElse('blocked-author');
  const title = `${uniqueWord()} a calmer reminder sound`;
  const { id } = await givenForumPost(author, {
    category: 'feature_request',
    title,
    description: 'The chime wakes the baby.',
  });
  await givenPerson(page, 'blocker');

  await page.goto(`/feedback-forum/post/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();
  await page.getByRole('article').getByRole('button', { name: 'Block' }).click();

  // the dialog says what blocking does before anything is done
  const dialog = page.getByRole('dialog', { name: 'Block this person?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You won't see their posts, comments or cheers.");
  await expect(dialog).toContainText('They are not told.');
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'block dialog at 1280 px');
  await screenshot(page, 'block-dialog-1280');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expectToastAndClose(page, 'Blocked. You can unblock them in Settings.');

  // back in the forum, their post is gone
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum');
  await expect(page.getByRole('heading', { name: 'Feedback Forum', level: 1 })).toBeVisible();
  await expect(forumCard(page, title)).toHaveCount(0);

  // Settings lists them as the forum shows them, never by name; Unblock takes them off the list at once
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Blocked people' });
  const entry = section.getByRole('listitem').filter({ hasText: 'Someone from the forum' });
  await expect(entry).toBeVisible();
  await expect(section).not.toContainText(author.person.name);
  await entry.scrollIntoViewIfNeeded();
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'blocked people in settings at 390 px');
  await screenshot(page, 'blocked-people-390');
  await section.getByRole('button', { name: 'Unblock Someone from the forum' }).click();
  await expectToastAndClose(page, 'Someone from the forum is unblocked.');
  await expect(section.getByText("You haven't blocked anyone.")).toBeVisible();

  // and their post is back
  await page.goto('/feedback-forum');
  await expect(forumCard(page, title)).toBeVisible();
});

test('someone invited to a challenge blocks its sender from the bell, and Settings names them', async ({
  page,
}) => {
  const person = await givenPerson(page, 'invited-blocker');
  const inviter = await givenSomeoneElse('unwanted-inviter');
  const challenge = await givenChallenge(inviter, { title: `${uniqueWord()} Sprint` });
  await givenInvitation(inviter, challenge.id, person.email);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const invitation = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: 'Challenge Invitation' });
  await invitation.getByRole('button', { name: 'Block' }).click();

  // the bell's popover gives way to the dialog, which says what blocking does
  const dialog = page.getByRole('dialog', { name: 'Block this person?' });
  await expect(dialog).toBeVisible();
  await transitionsSettled(page);
  await expectNoSeriousA11yViolations(page, 'block dialog from the bell');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expectToastAndClose(page, 'Blocked. You can unblock them in Settings.');

  // the inviter's name shows where they were met by name
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Blocked people' });
  await expect(section.getByRole('listitem').filter({ hasText: inviter.person.name })).toBeVisible();
});
