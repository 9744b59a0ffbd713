import { expect, type Page, test } from '@playwright/test';
import { LOCALES, PSEUDO_LOCALE } from '#shared/i18n/locales';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, givenCheckIn, givenPerson, journeyDate } from './support/challenges';
import { uniqueWord } from './support/groups';
import { clippedTexts, elementsWiderThanThePage } from './support/clipped-text';
import { givenTheMainScreensScene, type MainScreensScene, PHONE } from './support/pages';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';

// Issue 26, item 5: every language, and the pseudo-locale (accented, 40 % longer than English, decision 079), fits a
// 390 px phone — no button label cut off, nothing pushing the page sideways — and the translated screens are as
// accessible as the English ones, in light and dark. With SHOTS_DIR set, the screens of each language are kept for
// people to look at (the note).
test.use({ viewport: PHONE });

/** The screens of this device in `locale` from its first paint, as a device that last showed it starts. */
async function showIn(page: Page, locale: string) {
  await page.addInitScript((kept) => localStorage.setItem('habitsprint:locale', kept), locale);
}

/** The person's own language, kept on the profile (the screens follow it once the session says so). */
async function chooseLanguage(page: Page, locale: string) {
  if (locale === PSEUDO_LOCALE) return; // nobody's profile language: a device's only
  const response = await page.request.patch('/api/me', {
    headers: { origin: appOrigin() },
    data: { locale },
  });
  expect(response.status()).toBe(200);
}

/** The open screen with its data drawn: a heading, no placeholder skeleton, nothing still loading. */
async function settled(page: Page, locale: string) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('content-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The page fits the phone's width, and no button label or placeholder is cut off. */
async function expectItFits(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const tooWide = overflow > 0 ? await elementsWiderThanThePage(page) : [];
  expect(overflow, `horizontal overflow on ${where}: ${tooWide.join(' | ')}`).toBeLessThanOrEqual(0);
  expect(await clippedTexts(page), `texts cut off on ${where}`).toEqual([]);
}

/** The screen fits, and axe finds nothing serious, in light and in dark; kept as screenshots when asked for. */
async function expectItReadsWell(page: Page, locale: string, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectItFits(page, `${name} in ${locale}, ${colorScheme}`);
    await expectNoSeriousA11yViolations(page, `${name} in ${locale}, ${colorScheme}`);
    await screenshot(page, `${locale}-${name}-390-${colorScheme}`, { fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A person with an active challenge checked in yesterday (a streak on the Today panel), in `locale`. */
async function givenAPersonWithAChallenge(page: Page, locale: string) {
  await givenPerson(page, 'translated');
  const challenge = await givenChallenge(page, {
    title: `${uniqueWord()} Sugar Sprint`,
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });
  await chooseLanguage(page, locale);
  return challenge;
}

for (const locale of [...LOCALES, PSEUDO_LOCALE]) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(({ page }) => showIn(page, locale));

    test('the sign-up page and the dashboard with Today fit a phone and pass axe, light and dark', async ({
      page,
    }) => {
      await page.goto('/auth');
      await settled(page, locale);
      await expectItReadsWell(page, locale, 'auth');

      const challenge = await givenAPersonWithAChallenge(page, locale);
      await page.goto('/dashboard');
      await settled(page, locale);
      // the Today panel is the dashboard's first region, its one-tap check-ins
      await expect(page.getByRole('region').first().getByText(challenge.title)).toBeVisible();
      await screenshotsLightAndDark(page, `${locale}-today-390`);
      await expectItReadsWell(page, locale, 'dashboard');
    });

    test('a challenge and Settings fit a phone and pass axe, light and dark', async ({ page }) => {
      const challenge = await givenAPersonWithAChallenge(page, locale);
      await page.goto(`/challenge/${challenge.id}`);
      await settled(page, locale);
      await expect(page.getByRole('heading', { name: challenge.title })).toBeVisible();
      await expectItReadsWell(page, locale, 'challenge');

      await page.goto('/settings');
      await settled(page, locale);
      await expect(page.getByRole('combobox').first()).toBeVisible();
      await expectItReadsWell(page, locale, 'settings');
    });
  });
}

test.describe('in the pseudo-locale (40 % longer), the other main screens still fit a phone', () => {
  test.beforeEach(async ({ page }) => showIn(page, PSEUDO_LOCALE));

  const screenGroups: { name: string; paths: (scene: MainScreensScene) => string[] }[] = [
    {
      name: 'challenges and a challenge’s tabs',
      paths: ({ challenge }) => [
        '/challenges',
        `/challenge/${challenge.id}?tab=progress`,
        `/challenge/${challenge.id}?tab=leaderboard`,
        `/challenge/${challenge.id}?tab=participants`,
        '/create',
      ],
    },
    {
      name: 'groups, the forum and the profile',
      paths: ({ group, post }) => [
        '/groups',
        `/groups/${group.id}`,
        `/groups/${group.id}?tab=members`,
        '/feedback-forum',
        `/feedback-forum/post/${post.id}`,
        '/profile',
      ],
    },
  ];

  for (const { name, paths } of screenGroups) {
    test(name, async ({ page }) => {
      for (const path of paths(await givenTheMainScreensScene(page))) {
        await page.goto(path);
        await settled(page, PSEUDO_LOCALE);
        // the texts are the pseudo-locale's: a check of English would prove nothing about longer languages
        await expect(page.getByRole('main')).toContainText('~');
        await expectItFits(page, path);
      }
    });
  }
});
