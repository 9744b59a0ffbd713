import { expect, type Page, test } from '@playwright/test';
import { pathOf } from './support/controls';
import { givenForumPost } from './support/forum';
import { givenGroup, uniqueWord } from './support/groups';
import { givenChallenge, givenPerson } from './support/challenges';
import { givenABusyChallenge, givenAGroupWithAPost, tab } from './support/pages';

// Issue 11, item 5: screens that behave like pages — tabs in the URL, a title each, focus on the new heading; and
// challenge cards that open from anywhere (item 1). Decision record 026.

const PRODUCT_TITLE = 'HabitSprint — build healthy habits with friends';

/** Each path opens with its screen's own title: '<screen> · HabitSprint'. */
async function expectTitles(page: Page, screens: [path: string, screen: string][]) {
  for (const [path, screen] of screens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${screen} · HabitSprint`);
  }
}

test.describe('Challenge tabs in the URL', () => {
  test('a deep link opens its tab, each switch is a history entry, Back restores the tab before', async ({
    page,
  }) => {
    const challenge = await givenABusyChallenge(page);

    await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
    await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('(You)')).toBeVisible();

    await tab(page, 'Your Progress').click();
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}?tab=progress`);
    await expect(page.getByText('Success rate')).toBeVisible();
    // switching tabs is not a new screen: focus stays on the tab the person chose
    await expect(tab(page, 'Your Progress')).toBeFocused();

    // Details is the default: no parameter
    await tab(page, 'Details').click();
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);

    await page.goBack();
    await expect(tab(page, 'Your Progress')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab(page, 'Your Progress')).toHaveAttribute('aria-selected', 'true');

    // an unknown tab opens Details
    await page.goto(`/challenge/${challenge.id}?tab=nonsense`);
    await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
  });

  test("the dashboard's 'View full leaderboard' opens the challenge's Leaderboard tab", async ({ page }) => {
    const challenge = await givenABusyChallenge(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View full leaderboard' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}?tab=leaderboard`);
    await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');
  });

  test('group tabs too: Back restores the tab before', async ({ page }) => {
    await givenPerson(page, 'pages-group-admin');
    const group = await givenAGroupWithAPost(page);
    await page.goto(`/groups/${group.id}?tab=members`);
    await expect(tab(page, 'Members')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Challenges').click();
    await expect.poll(() => pathOf(page)).toBe(`/groups/${group.id}?tab=challenges`);
    await page.goBack();
    await expect(tab(page, 'Members')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Titles and focus', () => {
  // four tests, each well inside the time limit on a busy machine: two of the screens that need no data of their own,
  // the screens of one challenge, post and group, and the pages of people who have not joined or are signed out
  const screensWithoutData: [path: string, screen: string][][] = [
    [
      ['/dashboard', 'Dashboard'],
      ['/challenges', 'Challenges'],
      ['/leaderboards/anything', 'Challenges'],
      ['/create', 'Create Challenge'],
      ['/challenges/create', 'Create Challenge'],
      ['/challenge/00000000-0000-4000-8000-000000000000', 'Challenge not found'],
      ['/profile', 'Profile'],
    ],
    [
      ['/feedback-forum', 'Feedback Forum'],
      ['/feedback-forum/new', 'New Post'],
      ['/admin/feedback', 'Submitted Feedback'],
      ['/groups', 'Groups'],
      ['/search-users', 'Find Users'],
      ['/invitation/00000000-0000-4000-8000-000000000000', 'Invitation'],
      ['/no-such-screen', 'Page not found'],
    ],
  ];
  for (const screens of screensWithoutData) {
    test(`every screen has its own document title: lists, forms and screens without data, from ${screens[0]![0]}`, async ({
      page,
    }) => {
      await givenPerson(page, 'pages-titles');
      await expectTitles(page, screens);
    });
  }

  test('every screen has its own document title: a challenge, a post and a group by their names', async ({
    page,
  }) => {
    const challenge = await givenABusyChallenge(page);
    const group = await givenAGroupWithAPost(page);
    const post = await givenForumPost(page, {
      title: `${uniqueWord()} dark mode`,
      description: 'Would love it.',
      category: 'feature_request',
    });
    await expectTitles(page, [
      [`/challenge/${challenge.id}`, challenge.title],
      [`/challenge/${challenge.id}?tab=leaderboard`, challenge.title],
      [`/challenge/${challenge.id}/edit`, 'Edit Challenge'],
      [`/feedback-forum/post/${post.id}`, post.title],
      [`/groups/${group.id}`, group.name],
    ]);
  });

  test('the join pages and the signed-out pages have their own document titles', async ({
    page,
    browser,
  }) => {
    await givenPerson(page, 'pages-host');
    const challenge = await givenChallenge(page, { title: `${uniqueWord()} Walks` });
    const group = await givenGroup(page, {
      name: `${uniqueWord()} Walkers`,
      description: 'We walk before work.',
      privacy: 'public',
    });
    // someone who has not joined sees the join pages (the others are sent on to the challenge or the group)
    const visitor = await (await browser.newContext()).newPage();
    await givenPerson(visitor, 'pages-visitor');
    await expectTitles(visitor, [
      [`/join-challenge/${challenge.id}`, 'Join Challenge'],
      [`/join-group/${group.id}`, 'Join Group'],
    ]);

    const signedOut = await (await browser.newContext()).newPage();
    for (const [path, title] of [
      ['/', PRODUCT_TITLE],
      ['/landing', PRODUCT_TITLE],
      ['/auth', 'Create Account · HabitSprint'],
      ['/auth?mode=signin', 'Sign In · HabitSprint'],
    ] as const) {
      await signedOut.goto(path);
      await expect(signedOut, path).toHaveTitle(title);
    }
  });

  test("after a navigation focus is on the new screen's heading, not after the first load", async ({
    page,
  }) => {
    const challenge = await givenABusyChallenge(page);
    await page.goto('/dashboard');
    const dashboardHeading = page.getByRole('heading', { level: 1 });
    await expect(dashboardHeading).toBeVisible();
    await expect(dashboardHeading).not.toBeFocused();

    await page.getByRole('navigation').getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Groups · HabitSprint');

    // a screen that loads its data first: focus waits for its real heading
    await page.getByRole('navigation').getByRole('link', { name: 'Challenges', exact: true }).click();
    await page.getByRole('heading', { name: challenge.title }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: challenge.title, level: 1 })).toBeFocused();

    // Back is a navigation too
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Your Challenges', level: 1 })).toBeFocused();
  });
});

test.describe('Challenge cards', () => {
  test('the title is a link, a tap anywhere on the card opens it, View and Share still work', async ({
    page,
  }) => {
    const challenge = await givenABusyChallenge(page);
    await page.goto('/challenges');
    const card = page
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('heading', { name: challenge.title }) });
    await expect(card.getByRole('heading', { name: challenge.title }).getByRole('link')).toHaveAttribute(
      'href',
      `/challenge/${challenge.id}`,
    );

    await card.getByRole('button', { name: `Share ${challenge.title}` }).click();
    await expect(page.getByRole('dialog').getByText('Share this challenge')).toBeVisible();
    expect(pathOf(page)).toBe('/challenges');
    await page.keyboard.press('Escape');

    // a tap on the description, which is not a control of its own, lands on the title's link
    const description = await card.getByText(challenge.description).boundingBox();
    await page.mouse.click(description!.x + 10, description!.y + description!.height / 2);
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);

    await page.goBack();
    await card.getByRole('link', { name: `View ${challenge.title}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);
  });
});
