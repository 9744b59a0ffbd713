import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  checkInViaApi,
  createChallengeViaApi,
  joinChallengeViaApi,
  journeyDate,
  signUpNewPersonViaApi,
} from './support/challenges';
import { pathOf } from './support/controls';
import { createForumPostViaApi } from './support/forum';
import { createPostViaApi, reactViaApi } from './support/group-posts';
import { createGroupViaApi, joinGroupViaApi, uniqueWord } from './support/groups';
import { smallTouchTargets } from './support/touch-targets';

// Issue 11, item 5: screens that behave like pages — a title each, focus on the new heading, tabs in the URL, a
// feedback button that covers nothing, 44 px touch targets, avatar stacks that do not clip, dark placeholders dimmer
// than typed text; and challenge cards that open from anywhere.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PRODUCT_TITLE = 'HabitSprint — build healthy habits with friends';

/** An active challenge with five people (so the summary stacks 3 avatars and '+2'), and check-ins on the board. */
async function givenABusyChallenge(page: Page, browser: Browser, title = `${uniqueWord()} Sugar Sprint`) {
  await signUpNewPersonViaApi(page, 'pages-organizer');
  const challenge = await createChallengeViaApi(page, {
    title,
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await checkInViaApi(page, challenge.id, { date: journeyDate(-1), met: true });
  for (const label of ['pages-b', 'pages-c', 'pages-d', 'pages-e']) {
    const other = await (await browser.newContext()).newPage();
    await signUpNewPersonViaApi(other, label);
    await joinChallengeViaApi(other, challenge.id);
    await checkInViaApi(other, challenge.id, { date: journeyDate(-2), met: true });
    await other.context().close();
  }
  return challenge;
}

/** A public group with a member, a post and a reaction, seen by its admin. */
async function givenAGroupWithAPost(page: Page, browser: Browser) {
  const group = await createGroupViaApi(page, {
    name: `${uniqueWord()} Walkers`,
    description: 'We walk before work.',
    privacy: 'public',
  });
  const member = await (await browser.newContext()).newPage();
  await signUpNewPersonViaApi(member, 'pages-member');
  await joinGroupViaApi(member, group.id);
  const post = await createPostViaApi(page, group.id, 'Walked 5 km today, who is in tomorrow?');
  await reactViaApi(member, group.id, post, 'like');
  await member.context().close();
  return group;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('Challenge tabs in the URL', () => {
  test('a deep link opens its tab, each switch is a history entry, Back restores the tab before', async ({
    page,
    browser,
  }) => {
    const challenge = await givenABusyChallenge(page, browser);

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

  test("the dashboard's 'View full leaderboard' opens the challenge's Leaderboard tab", async ({
    page,
    browser,
  }) => {
    const challenge = await givenABusyChallenge(page, browser);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View full leaderboard' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}?tab=leaderboard`);
    await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');
  });

  test('group tabs too: Back restores the tab before', async ({ page, browser }) => {
    await signUpNewPersonViaApi(page, 'pages-group-admin');
    const group = await givenAGroupWithAPost(page, browser);
    await page.goto(`/groups/${group.id}?tab=members`);
    await expect(tab(page, 'Members')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Challenges').click();
    await expect.poll(() => pathOf(page)).toBe(`/groups/${group.id}?tab=challenges`);
    await page.goBack();
    await expect(tab(page, 'Members')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Titles and focus', () => {
  test('every screen has its own document title', async ({ page, browser }) => {
    const challenge = await givenABusyChallenge(page, browser);
    const group = await givenAGroupWithAPost(page, browser);
    const post = await createForumPostViaApi(page, {
      title: `${uniqueWord()} dark mode`,
      description: 'Would love it.',
      category: 'feature_request',
    });
    const signedIn: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/challenges', 'Challenges'],
      ['/leaderboards/anything', 'Challenges'],
      ['/create', 'Create Challenge'],
      ['/challenges/create', 'Create Challenge'],
      [`/challenge/${challenge.id}`, challenge.title],
      [`/challenge/${challenge.id}?tab=leaderboard`, challenge.title],
      ['/challenge/00000000-0000-4000-8000-000000000000', 'Challenge not found'],
      [`/challenge/${challenge.id}/edit`, 'Edit Challenge'],
      ['/profile', 'Profile'],
      ['/feedback-forum', 'Feedback Forum'],
      ['/feedback-forum/new', 'New Post'],
      [`/feedback-forum/post/${post.id}`, post.title],
      ['/admin/feedback', 'Submitted Feedback'],
      ['/groups', 'Groups'],
      [`/groups/${group.id}`, group.name],
      ['/search-users', 'Find Users'],
      ['/invitation/00000000-0000-4000-8000-000000000000', 'Invitation'],
      ['/no-such-screen', 'Page not found'],
    ];
    for (const [path, screen] of signedIn) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${screen} · HabitSprint`);
    }

    // someone who has not joined sees the join pages (the others are sent on to the challenge or the group)
    const visitor = await (await browser.newContext()).newPage();
    await signUpNewPersonViaApi(visitor, 'pages-visitor');
    for (const [path, screen] of [
      [`/join-challenge/${challenge.id}`, 'Join Challenge'],
      [`/join-group/${group.id}`, 'Join Group'],
    ] as const) {
      await visitor.goto(path);
      await expect(visitor, path).toHaveTitle(`${screen} · HabitSprint`);
    }

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
    browser,
  }) => {
    const challenge = await givenABusyChallenge(page, browser);
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
    browser,
  }) => {
    const challenge = await givenABusyChallenge(page, browser);
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

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('every control of the main screens is at least 44 × 44 px, and the screens still fit', async ({
    page,
    browser,
  }) => {
    const challenge = await givenABusyChallenge(page, browser);
    const group = await givenAGroupWithAPost(page, browser);
    const post = await createForumPostViaApi(page, {
      title: `${uniqueWord()} bigger buttons`,
      description: 'For thumbs.',
      category: 'feature_request',
    });
    const screens: [string, string][] = [
      ['/dashboard', 'Welcome back'],
      ['/challenges', 'Your Challenges'],
      [`/challenge/${challenge.id}`, challenge.title],
      [`/challenge/${challenge.id}?tab=progress`, 'Success rate'],
      [`/challenge/${challenge.id}?tab=leaderboard`, '(You)'],
      [`/challenge/${challenge.id}?tab=participants`, 'Share Link'],
      ['/groups', 'Discover'],
      [`/groups/${group.id}`, 'Walked 5 km today'],
      [`/groups/${group.id}?tab=members`, 'Add Members'],
      ['/feedback-forum', post.title],
      [`/feedback-forum/post/${post.id}`, 'Add Comment'],
      ['/profile', 'Your Profile'],
      ['/create', 'Create a Challenge'],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect(await smallTouchTargets(page), `controls under 44 px on ${path}`).toEqual([]);
      // bigger controls still fit: nothing pushes the page sideways (tabs squeezed over each other did)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    // the navigation panel opened by the burger
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation menu' })).toBeVisible();
    expect(await smallTouchTargets(page), 'controls under 44 px with the navigation open').toEqual([]);
  });

  test('the feedback button sits after the content, not over it', async ({ page, browser }) => {
    const challenge = await givenABusyChallenge(page, browser);
    await page.goto(`/challenge/${challenge.id}`);
    const feedback = page.getByRole('button', { name: 'Send feedback' });
    await expect(feedback).toBeVisible();
    expect(await feedback.evaluate((element) => getComputedStyle(element).position)).not.toMatch(
      /fixed|sticky/,
    );
    const rules = await page.getByRole('heading', { name: 'Rules' }).boundingBox();
    const button = await feedback.boundingBox();
    expect(button!.y).toBeGreaterThan(rules!.y);

    await feedback.click();
    await expect(page.getByRole('dialog', { name: 'Send Feedback' })).toBeVisible();
  });

  test('the participant avatars of the summary show every initial whole', async ({ page, browser }) => {
    const challenge = await givenABusyChallenge(page, browser);
    await page.goto(`/challenge/${challenge.id}`);
    await expect(page.getByText('5 participants')).toBeVisible();
    const avatars = page.locator('.mantine-AvatarGroup-group > .mantine-Avatar-root');
    await expect(avatars).toHaveCount(4); // 3 people and '+2'
    const clipped = await avatars.evaluateAll((elements) =>
      elements.slice(0, -1).flatMap((avatar, index) => {
        const range = document.createRange();
        // the initials as drawn: the text itself, not the box around it
        range.selectNodeContents(document.createTreeWalker(avatar, NodeFilter.SHOW_TEXT).nextNode()!);
        const initialsRight = range.getBoundingClientRect().right;
        const nextLeft = elements[index + 1]!.getBoundingClientRect().left;
        return nextLeft < initialsRight
          ? [`${avatar.textContent} is covered by ${initialsRight - nextLeft} px`]
          : [];
      }),
    );
    expect(clipped).toEqual([]);
  });
});

test.describe('On a desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the floating feedback button stays in the margin beside the content', async ({ page, browser }) => {
    const challenge = await givenABusyChallenge(page, browser);
    for (const path of [
      `/challenge/${challenge.id}`,
      `/challenge/${challenge.id}?tab=progress`,
      '/dashboard',
    ]) {
      await page.goto(path);
      const feedback = page.getByRole('button', { name: 'Send feedback' });
      await expect(feedback).toBeVisible();
      expect(await feedback.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      const button = await feedback.boundingBox();
      const content = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(
        button!.x + button!.width,
        `the button's right edge against the content on ${path}`,
      ).toBeLessThan(content!.x);
    }
  });
});

/** WCAG contrast of two CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`In the ${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('a placeholder is readable and clearly dimmer than typed text', async ({ page, browser }) => {
      const challenge = await givenABusyChallenge(page, browser);
      await page.goto(`/challenge/${challenge.id}`);
      const notes = page.getByRole('textbox', { name: 'Notes (optional)' });
      await expect(notes).toHaveAttribute('placeholder', /.+/);
      const colors = await notes.evaluate((element) => ({
        placeholder: getComputedStyle(element, '::placeholder').color,
        typed: getComputedStyle(element).color,
        background: getComputedStyle(element).backgroundColor,
      }));
      const placeholderContrast = contrast(colors.placeholder, colors.background);
      const typedContrast = contrast(colors.typed, colors.background);
      expect(placeholderContrast, JSON.stringify(colors)).toBeGreaterThanOrEqual(4.5);
      expect(typedContrast - placeholderContrast, JSON.stringify(colors)).toBeGreaterThanOrEqual(2);
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`axe finds nothing serious on the challenge and group pages at ${viewport.width} px`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize(viewport);
        const challenge = await givenABusyChallenge(page, browser);
        const group = await givenAGroupWithAPost(page, browser);
        const where = `${colorScheme}, ${viewport.width} px`;

        await page.goto(`/challenge/${challenge.id}`);
        await expect(page.getByText('5 participants')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `challenge, Details (${where})`);
        await tab(page, 'Leaderboard').click();
        await expect(page.getByText('(You)')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `challenge, Leaderboard (${where})`);

        await page.goto(`/groups/${group.id}`);
        await expect(page.getByText('Walked 5 km today')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `group, Posts (${where})`);
      });
    }
  });
}
