import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  givenCheckIn,
  givenChallenge,
  journeyDate,
  givenPerson,
  newApiClient,
  type SignedIn,
} from './support/challenges';
import { inEachLook, looks } from './support/looks';

// axe-core on the challenge screens filled with data, at a desktop and a phone width: no violation of impact
// 'serious' or 'critical' (the empty screens are covered by accessibility.spec.ts).
/** Two active challenges (so the leaderboard has its picker), one upcoming, one completed, one check-in. */
async function givenChallengesOfEveryKind(page: SignedIn) {
  await givenPerson(page, 'a11y-challenges');
  const sprint = await givenChallenge(page, {
    title: 'Sugar Free Sprint',
    challengeType: 'sugar_free',
  });
  await givenChallenge(page, {
    title: 'Morning Walks',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await givenChallenge(page, {
    title: 'Early Nights',
    startDate: journeyDate(3),
    endDate: journeyDate(16),
  });
  await givenChallenge(page, {
    title: 'Fiber Fortnight',
    startDate: journeyDate(-30),
    endDate: journeyDate(-17),
  });
  await givenCheckIn(page, sprint.id, { date: journeyDate(0), met: true, notes: 'No sweets today.' });
  return sprint;
}

test.describe('Accessibility of the challenge screens on a desktop (1280 px) and a phone (390 px)', () => {
  test('dashboard with challenges, a leaderboard and check-ins', async ({ page }) => {
    await givenChallengesOfEveryKind(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('combobox', { name: 'Challenge shown on the leaderboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Start a New Challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Check-ins' })).toBeVisible();
    await expect(page.getByText('Met', { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await inEachLook(page, looks(), (where) =>
      expectNoSeriousA11yViolations(page, `dashboard with data at ${where}`),
    );
  });

  test('challenges list, every tab', async ({ page }) => {
    await givenChallengesOfEveryKind(page);
    await page.goto('/challenges');
    for (const tab of ['Active', 'Upcoming', 'Completed']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole('link', { name: /^View / })
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await inEachLook(page, looks(), (where) =>
        expectNoSeriousA11yViolations(page, `challenges list, ${tab} tab, at ${where}`),
      );
    }
  });

  test('profile with statistics and achievements', async ({ page }) => {
    await givenChallengesOfEveryKind(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Achievements' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await inEachLook(page, looks(), (where) => expectNoSeriousA11yViolations(page, `profile at ${where}`));
  });

  test('join-challenge page', async ({ page }) => {
    const organizer = await newApiClient();
    const sprint = await givenChallengesOfEveryKind(organizer);
    await organizer.request.dispose();
    await givenPerson(page, 'a11y-joiner');
    await page.goto(`/join-challenge/${sprint.id}`);
    await expect(page.getByRole('button', { name: 'Join Challenge' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await inEachLook(page, looks(), (where) =>
      expectNoSeriousA11yViolations(page, `join-challenge page at ${where}`),
    );
  });
});
