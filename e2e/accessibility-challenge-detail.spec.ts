import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenCheckIn, givenChallenge, givenJoined, journeyDate, givenPerson } from './support/challenges';

// axe-core on the create, detail (every tab) and edit screens, filled with data, at a desktop and a phone width:
// no violation of impact 'serious' or 'critical'.
const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

/** A sugar-free challenge with two people and check-ins, seen by its organizer. */
async function givenAChallengeWithTwoPeople(page: Page, browser: Browser) {
  await givenPerson(page, 'a11y-organizer');
  const challenge = await givenChallenge(page, {
    title: 'Sugar Free Sprint',
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true, notes: 'Fruit only.' });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  const otherPage = await (await browser.newContext()).newPage();
  await givenPerson(otherPage, 'a11y-participant');
  await givenJoined(otherPage, challenge.id);
  await givenCheckIn(otherPage, challenge.id, { date: journeyDate(-2), met: false });
  return challenge;
}

for (const { label, viewport } of viewports) {
  test.describe(`Accessibility of create, detail and edit on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('create, with and without validation messages', async ({ page }) => {
      await givenPerson(page, 'a11y-creator');
      await page.goto('/create');
      await expect(page.getByRole('heading', { name: 'Create a Challenge' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `create at ${viewport.width} px`);
      await page.getByRole('button', { name: 'Create Challenge' }).click();
      await expect(page.getByText('Title must be at least 2 characters.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `create with messages at ${viewport.width} px`);
    });

    test('detail, every tab, and the share popover', async ({ page, browser }) => {
      const challenge = await givenAChallengeWithTwoPeople(page, browser);
      await page.goto(`/challenge/${challenge.id}`);
      await expect(page.getByText('Goal met today')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `detail, Details tab, at ${viewport.width} px`);

      const tabs: [string, (page: Page) => Promise<void>][] = [
        ['Your Progress', (p) => expect(p.getByText('Success rate')).toBeVisible()],
        ['Leaderboard', (p) => expect(p.getByText('(You)')).toBeVisible()],
        ['Participants', (p) => expect(p.getByRole('tab', { name: 'Share Link' })).toBeVisible()],
      ];
      for (const [tab, ready] of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await ready(page);
        await expectNoSeriousA11yViolations(page, `detail, ${tab} tab, at ${viewport.width} px`);
      }

      await page.getByRole('button', { name: 'Share Challenge' }).click();
      await expect(page.getByRole('dialog').getByText('Share this challenge')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page, `detail, share popover, at ${viewport.width} px`);
    });

    test('detail seen by someone who has not joined', async ({ page, browser }) => {
      const organizerPage = await (await browser.newContext()).newPage();
      await givenPerson(organizerPage, 'a11y-host');
      const challenge = await givenChallenge(organizerPage, { title: 'Open Invitation' });
      await givenPerson(page, 'a11y-visitor');
      await page.goto(`/challenge/${challenge.id}`);
      await expect(page.getByText("You haven't joined this challenge yet")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `detail for a non-participant at ${viewport.width} px`);
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
      await expectNoSeriousA11yViolations(page, `edit at ${viewport.width} px`);
      await page.getByRole('button', { name: 'Delete Challenge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete challenge' });
      // axe measures colours as drawn: wait until the dialog has faded in
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page, `edit with the delete dialog at ${viewport.width} px`);
    });
  });
}
