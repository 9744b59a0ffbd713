import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { pathOf } from './support/controls';
import { cardTitles, givenForumPost, forumCard, forumCards, voteButton, givenVote } from './support/forum';
import { uniqueWord } from './support/groups';
import { screenshot } from './support/screenshots';

// product-rules.md#feedback-forum list: most votes first (then newest), tabs All, Bugs, Features, Q&A, Feedback, the
// empty tab's text with Create First Post; the tab is kept in the address, so reload and back keep it.

test('the list puts the most voted first, tabs filter by category, and an empty tab says so', async ({
  page,
}) => {
  const word = uniqueWord();
  await givenPerson(page, 'forum-lister');

  // No other journey posts a question, so the Q&A tab starts empty in every run; this one posts the first.
  await page.goto('/feedback-forum?category=questions');
  await expect(page.getByRole('tab', { name: 'Q&A' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText('No posts found in this category.'),
    'the Q&A tab is empty (no other journey may post a question)',
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'empty forum tab at 1280 px');
  await screenshot(page, 'forum-empty-tab-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'empty forum tab at 390 px');
  await screenshot(page, 'forum-empty-tab-390', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Create First Post' }).click();
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum/new');

  // an older bug with two votes, a newer feature request with none, and a question
  const popular = await givenForumPost(page, {
    category: 'bugs',
    title: `${word} streak resets at midnight`,
    description: 'My streak went back to zero although I checked in. '.repeat(6),
  });
  const newer = await givenForumPost(page, {
    category: 'feature_request',
    title: `${word} weekly summary`,
  });
  const question = await givenForumPost(page, {
    category: 'questions',
    title: `${word} how are scores counted?`,
  });
  for (const label of ['forum-voter-a', 'forum-voter-b']) {
    const voter = await givenSomeoneElse(label);
    await givenVote(voter, popular.id);
    await voter.request.dispose();
  }

  // All: the voted post above the newer one, whatever else other journeys posted meanwhile
  await page.goto('/feedback-forum');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(forumCard(page, popular.title)).toBeVisible();
  await expect(forumCard(page, newer.title)).toBeVisible();
  const titles = await cardTitles(page);
  expect(titles.indexOf(popular.title)).toBeLessThan(titles.indexOf(newer.title));
  await expect(voteButton(forumCard(page, popular.title), popular.title)).toHaveAccessibleName(
    `Vote for ${popular.title}, 2 votes`,
  );
  // the card: category and status badges, two lines of the description at most
  const card = forumCard(page, popular.title);
  await expect(card.getByText('Bug Report')).toBeVisible();
  await expect(card.getByText('Status: Open', { exact: true })).toBeVisible();
  await expect(card.getByText('0 comments')).toBeVisible();
  const description = card.getByText(/My streak went back to zero/);
  const lineHeight = await description.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await description.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);

  // a vote the server does not take is rolled back, with the spec's toast
  const newerVote = voteButton(forumCard(page, newer.title), newer.title);
  await page.route('**/api/forum/posts/*/vote', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
  );
  await newerVote.click();
  await expect(page.getByText('Failed to update vote')).toBeVisible();
  await expect(newerVote).toHaveAttribute('aria-pressed', 'false');
  await expect(newerVote).toHaveAccessibleName(`Vote for ${newer.title}, 0 votes`);
  await page.unroute('**/api/forum/posts/*/vote');

  // Bugs: only bug reports; the tab is in the address
  await page.getByRole('tab', { name: 'Bugs' }).click();
  await expect.poll(() => pathOf(page)).toBe('/feedback-forum?category=bugs');
  await expect(forumCard(page, popular.title)).toBeVisible();
  await expect(forumCard(page, newer.title)).toHaveCount(0);
  for (const badge of await forumCards(page)
    .getByText(/^(Bug Report|Feature Request|Question|Feedback)$/)
    .all()) {
    await expect(badge).toHaveText('Bug Report');
  }

  // Features, after a reload: still the tab asked for
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(forumCard(page, newer.title)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  await expect(forumCard(page, newer.title)).toBeVisible();
  await expect(forumCard(page, popular.title)).toHaveCount(0);

  // Q&A has the question now; opening it and going back returns to the same tab
  await page.getByRole('tab', { name: 'Q&A' }).click();
  await expect(forumCard(page, question.title)).toBeVisible();
  await expect(page.getByText('No posts found in this category.')).toHaveCount(0);
  await forumCard(page, question.title).getByRole('link').click();
  await expect.poll(() => pathOf(page)).toBe(`/feedback-forum/post/${question.id}`);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Q&A' })).toHaveAttribute('aria-selected', 'true');
  await expect(forumCard(page, question.title)).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(forumCard(page, popular.title)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forum list at 1280 px');
  await screenshot(page, 'forum-list-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'forum list at 390 px');
  await screenshot(page, 'forum-list-390', { fullPage: true });
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
