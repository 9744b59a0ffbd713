import { inEnglish } from './support/in-english';
import { expect, test } from '@playwright/test';
import { forumNotificationTexts } from '#server/features/forum/forum-messages';
import { expectNoSeriousA11yViolations, transitionsSettled } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { bell, field, pathOf } from './support/controls';
import { forumCard, givenComment, givenForumPost, givenVote, voteButton } from './support/forum';
import { uniqueWord } from './support/groups';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#feedback-forum (new post, detail), #feedback-forum vote and subscription toggles, #feedback-forum
// (others' names show as 'User'), #feedback-forum toasts, #display-formats-and-toasts 'MMM d, yyyy'. Comments notify
// the post's followers; the author follows their own post from the start, and the bell opens the post. The author's
// and the reader's parts are journeys of their own; the other person acts through the API (issue 25).

const DESCRIPTION = 'The white screen is\nvery bright at night.';
const COMMENT = 'Yes please!\nMy eyes would thank you.';

test('an author writes a post (an empty form refused first), and follows it from the start', async ({
  page,
}) => {
  const title = `${uniqueWord()} dark mode for the dashboard`;
  const author = await givenPerson(page, 'forum-author');

  // the form: nothing filled is refused with the spec's message, the fields marked and the first one focused
  await page.goto('/feedback-forum');
  await expect(page.getByRole('heading', { name: 'Feedback Forum', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum/new');
  await field(page, 'Description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
  await expect(toast).toContainText('Please fill in all required fields');
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await transitionsSettled(page);
  await screenshot(page, 'forum-new-post-refused-1280', { fullPage: true });
  // what was typed stays
  await expect(field(page, 'Description')).toHaveValue(DESCRIPTION);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Feature Request' }).click();
  await field(page, 'Title').fill(`  ${title}  `);
  await expectNoSeriousA11yViolations(page, 'new forum post at 1280 px');
  await screenshot(page, 'forum-new-post-1280', { fullPage: true });
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Your post has been created successfully!')).toBeVisible();

  // the post page: badges, the title trimmed, the author's own name, the date, line breaks kept
  await expect(page).toHaveURL(/\/feedback-forum\/post\/[0-9a-f-]{36}$/);
  const post = page.getByRole('article');
  await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();
  await expect(post.getByText('Feature Request')).toBeVisible();
  await expect(post.getByText('Status: Open', { exact: true })).toBeVisible();
  await expect(post.getByText(`by ${author.name}`)).toBeVisible();
  await expect(post.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(post.getByText('0 comments')).toBeVisible();
  expect(await post.getByText(/The white screen is/).innerText()).toBe(DESCRIPTION);
  // the author follows their own post from the start
  await expect(page.getByRole('button', { name: 'Notifications on' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // new post at 390 px
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/feedback-forum/new');
  await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'new forum post at 390 px');
  await screenshot(page, 'forum-new-post-390', { fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum');
});

test("another person votes on the post's card, opens it, follows it and comments (a blank comment waits)", async ({
  page,
}) => {
  const author = await givenSomeoneElse('forum-author');
  const title = `${uniqueWord()} dark mode for the dashboard`;
  const { id } = await givenForumPost(author, {
    category: 'feature_request',
    title,
    description: DESCRIPTION,
  });
  const postPath = `/feedback-forum/post/${id}`;
  await givenPerson(page, 'forum-reader');

  // they find it in the list, vote on its card, then open it
  await page.goto('/feedback-forum');
  const card = forumCard(page, title);
  await expect(card).toContainText('by User');
  await expect(card).toContainText('The white screen is');
  await expect(voteButton(card, title)).toHaveAttribute('aria-pressed', 'false');
  await voteButton(card, title).click();
  await expect(voteButton(card, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(voteButton(card, title)).toHaveAccessibleName(`Vote for ${title}, 1 vote`);
  await card.getByRole('link', { name: title }).click();
  await expect.poll(() => pathOf(page)).toBe(postPath);
  // the list may stay on screen while the post's page is drawn: its cards have the same buttons
  await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();

  const post = page.getByRole('article');
  await expect(voteButton(post, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByText(`by User`)).toBeVisible();
  const follow = page.getByRole('button', { name: 'Get notifications' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  // the toasts closed as a person would: one closing by itself during a scan reads as low contrast
  await expectToastAndClose(page, 'You will now receive notifications for updates to this post');
  await expect(page.getByRole('button', { name: 'Notifications on' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // the comment: Add Comment waits for text that is not blank
  const addComment = page.getByRole('button', { name: 'Add Comment' });
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await expect(addComment).toBeDisabled();
  await field(page, 'Add a comment').fill('   ');
  await expect(addComment).toBeDisabled();
  await field(page, 'Add a comment').fill(COMMENT);
  await addComment.click();
  await expectToastAndClose(page, 'Your comment has been added!');
  await expect(field(page, 'Add a comment')).toHaveValue('');
  const comments = page.getByRole('region', { name: 'Comments (1)' });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem')).toContainText('Yes please!');
  await expect(comments.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)$/);
  await expect(post.getByText('1 comment', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forum post at 1280 px');
  await screenshot(page, 'forum-post-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'forum post at 390 px');
  await screenshot(page, 'forum-post-390', { fullPage: true });
  await author.request.dispose();
});

test('the author is notified of the comment, opens the post from the bell, and stops following it', async ({
  page,
}) => {
  await givenPerson(page, 'forum-author');
  const title = `${uniqueWord()} dark mode for the dashboard`;
  const { id } = await givenForumPost(page, { category: 'feature_request', title, description: DESCRIPTION });
  const postPath = `/feedback-forum/post/${id}`;
  const reader = await givenSomeoneElse('forum-reader');
  await givenVote(reader, id);
  await givenComment(reader, id, COMMENT);

  // the bell tells of the comment and opens the post, with the vote and the comment
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const told = inEnglish(forumNotificationTexts.comment(title));
  const notification = page.getByRole('dialog').getByRole('button', { name: told.title });
  await expect(notification).toContainText(told.message);
  await notification.click();
  await expect.poll(() => pathOf(page)).toBe(postPath);
  const post = page.getByRole('article');
  await expect(voteButton(post, title)).toHaveAccessibleName(`Vote for ${title}, 1 vote`);
  await expect(voteButton(post, title)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText('User');
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText('My eyes would thank you.');

  // the author stops following it
  await page.getByRole('button', { name: 'Notifications on' }).click();
  await expect(page.getByText('You will no longer receive notifications for this post')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get notifications' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await reader.request.dispose();
});

test('a post that does not exist says so, with a way back', async ({ page }) => {
  await givenPerson(page, 'forum-lost');
  await page.goto('/feedback-forum/post/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Forum' }).click();
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum');
});
