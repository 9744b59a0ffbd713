import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenForumPost } from './support/forum';
import { uniqueWord } from './support/groups';
import { contrast, DESKTOP, givenABusyChallenge, givenAGroupWithAPost, PHONE, tab } from './support/pages';
import { smallTouchTargets } from './support/touch-targets';

// Issue 11, item 5: a feedback button that covers nothing, 44 px touch targets, avatar stacks that do not clip, dark
// placeholders dimmer than typed text, and axe clean in both colour schemes. Decision record 026.

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('every control of the main screens is at least 44 × 44 px, and the screens still fit', async ({
    page,
    browser,
  }) => {
    // nine screens measured control by control: 45–55 s alone, over the 60 s limit on a busy machine (issue 25 splits
    // the suite's longest journeys; until then this one has the slow tests' limit)
    test.slow();
    const challenge = await givenABusyChallenge(page, browser);
    const group = await givenAGroupWithAPost(page, browser);
    const post = await givenForumPost(page, {
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
      ['/profile', 'Achievements'],
      // the push kinds are the last part of Settings to load
      ['/settings', 'What reaches your devices'],
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
      // it floats: it or the hint around it is fixed to the screen
      const isFixed = await feedback.evaluate((element) => {
        for (let box: Element | null = element; box; box = box.parentElement)
          if (getComputedStyle(box).position === 'fixed') return true;
        return false;
      });
      expect(isFixed).toBe(true);
      const button = await feedback.boundingBox();
      const content = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(
        button!.x + button!.width,
        `the button's right edge against the content on ${path}`,
      ).toBeLessThan(content!.x);
    }
  });
});

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
