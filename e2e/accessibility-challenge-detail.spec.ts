import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  givenCheckIn,
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  givenSomeoneElse,
} from './support/challenges';
import { inEachLook, looks } from './support/looks';

// axe-core on the create, detail (every tab) and edit screens, filled with data, at a desktop and a phone width:
// no violation of impact 'serious' or 'critical'.

/** A sugar-free challenge with two people and check-ins, seen by its organizer. */
async function givenAChallengeWithTwoPeople(page: Page) {
  await givenPerson(page, 'a11y-organizer');
  const challenge = await givenChallenge(page, {
    title: 'Sugar Free Sprint',
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true, notes: 'Fruit only.' });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  const participant = await givenSomeoneElse('a11y-participant');
  await givenJoined(participant, challenge.id);
  await givenCheckIn(participant, challenge.id, { date: journeyDate(-2), met: false });
  await participant.request.dispose();
  return challenge;
}

test.describe('Accessibility of create, detail and edit on a desktop (1280 px) and a phone (390 px)', () => {
  test('create, with and without validation messages', async ({ page }) => {
    await givenPerson(page, 'a11y-creator');
    await page.goto('/create');
    await expect(page.getByRole('heading', { name: 'Create a Challenge' })).toBeVisible();
    await inEachLook(page, looks(), (where) => expectNoSeriousA11yViolations(page, `create at ${where}`));
    await page.getByRole('button', { name: 'Create Challenge' }).click();
    await expect(page.getByText('Title must be at least 2 characters.')).toBeVisible();
    await inEachLook(page, looks(), (where) =>
      expectNoSeriousA11yViolations(page, `create with messages at ${where}`),
    );
  });

  // the detail page's four tabs and its share popover, a journey each with a scan per width, so that each stays far
  // inside the time limit with the machine busy (10 scans in one journey took over a minute beside a second run, and
  // two tabs at both widths 34–45 s, issue 25)
  const tabs: [tab: string, ready: (page: Page) => Promise<void>][] = [
    ['Details', (p) => expect(p.getByText('Goal met today')).toBeVisible()],
    ['Your Progress', (p) => expect(p.getByText('Success rate')).toBeVisible()],
    ['Leaderboard', (p) => expect(p.getByText('(You)')).toBeVisible()],
    ['Participants', (p) => expect(p.getByRole('tab', { name: 'Share Link' })).toBeVisible()],
  ];
  for (const [tab, ready] of tabs) {
    test(`detail, the ${tab} tab`, async ({ page }) => {
      const challenge = await givenAChallengeWithTwoPeople(page);
      await page.goto(`/challenge/${challenge.id}`);
      await page.getByRole('tab', { name: tab }).click();
      await ready(page);
      await inEachLook(page, looks(), (where) =>
        expectNoSeriousA11yViolations(page, `detail, ${tab} tab, at ${where}`),
      );
    });
  }

  test('detail, the share popover', async ({ page }) => {
    const challenge = await givenAChallengeWithTwoPeople(page);
    await page.goto(`/challenge/${challenge.id}`);
    await expect(page.getByText('Goal met today')).toBeVisible();
    // opened in each look, as a person at that width opens it
    await inEachLook(page, looks(), async (where) => {
      await page.getByRole('button', { name: 'Share Challenge' }).click();
      const popover = page.getByRole('dialog');
      await expect(popover.getByText('Share this challenge')).toBeVisible();
      await expect(popover).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page, `detail, share popover, at ${where}`);
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
    });
  });

  test('detail seen by someone who has not joined', async ({ page }) => {
    const organizer = await givenSomeoneElse('a11y-host');
    const challenge = await givenChallenge(organizer, { title: 'Open Invitation' });
    await organizer.request.dispose();
    await givenPerson(page, 'a11y-visitor');
    await page.goto(`/challenge/${challenge.id}`);
    await expect(page.getByText("You haven't joined this challenge yet")).toBeVisible();
    await inEachLook(page, looks(), (where) =>
      expectNoSeriousA11yViolations(page, `detail for a non-participant at ${where}`),
    );
  });

  test('edit, and its delete dialog', async ({ page }) => {
    await givenPerson(page, 'a11y-editor');
    const challenge = await givenChallenge(page, {
      title: 'Step Sprint',
      challengeType: 'step_count',
      goalConfig: { target_steps: 12000 },
    });
    await page.goto(`/challenge/${challenge.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Challenge' })).toBeVisible();
    await inEachLook(page, looks(), (where) => expectNoSeriousA11yViolations(page, `edit at ${where}`));
    // opened in each look, as a person at that width opens it
    await inEachLook(page, looks(), async (where) => {
      await page.getByRole('button', { name: 'Delete Challenge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete challenge' });
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page, `edit with the delete dialog at ${where}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
});
