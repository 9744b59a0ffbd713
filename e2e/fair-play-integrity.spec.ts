import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenCheckIn,
  givenChallenge,
  givenJoined,
  givenPerson,
  givenSomeoneElse,
  journeyDate,
  type SignedIn,
} from './support/challenges';
import { bell } from './support/controls';
import { expectToastAndClose } from './support/toasts';

// Issue 14, fair boards (decision 040): a check-in logged late carries its mark, a step count above 60,000 asks to
// be confirmed before it is saved, and the organizer flags a check-in that the participant then sees.

const viewports = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
];

const CONFIRM = '60,000+ steps in one day? Confirm to save.';

/** The challenge page's Recent Check-ins, on the Leaderboard tab. */
const recentCheckIns = (page: Page) => page.getByRole('region', { name: 'Recent Check-ins' });

/** The challenge the flag journeys run in, organized by `organizer`. */
const givenHonestSprint = (organizer: SignedIn) =>
  givenChallenge(organizer, {
    title: 'Honest Sprint',
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });

/** A participant who checked in today. */
async function givenCheckedIn(participant: SignedIn, challengeId: string) {
  await givenJoined(participant, challengeId);
  return givenCheckIn(participant, challengeId, { date: journeyDate(0), met: true });
}

for (const { label, viewport } of viewports) {
  test.describe(`Fair boards on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a check-in logged days after its date shows "logged late" on the dashboard, the board and the calendar', async ({
      page,
    }) => {
      await givenPerson(page, 'late');
      const challenge = await givenChallenge(page, {
        title: 'Late Logger Sprint',
        challengeType: 'sugar_free',
        startDate: journeyDate(-5),
        endDate: journeyDate(8),
      });
      // recorded now for four days ago: late; for yesterday: on time
      await givenCheckIn(page, challenge.id, { date: journeyDate(-4), met: true });
      await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });

      await page.goto('/dashboard');
      const dashboardList = page
        .getByRole('heading', { name: 'Recent Check-ins' })
        .locator('..')
        .locator('..');
      await expect(dashboardList.getByText('logged late', { exact: true })).toHaveCount(1);

      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      await expect(recentCheckIns(page).getByRole('listitem')).toHaveCount(2);
      await expect(recentCheckIns(page).getByText('logged late', { exact: true })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, `challenge check-ins with a late one (${label})`);

      await page.getByRole('tab', { name: 'Your Progress' }).click();
      const days = page.getByRole('list', { name: 'Your days in this challenge' });
      await expect(days.getByRole('listitem', { name: /Met, logged late$/ })).toHaveCount(1);
      await expect(days.getByRole('listitem', { name: /Met$/ })).toHaveCount(1);
    });

    test('a step count above 60,000 asks to confirm, then saves', async ({ page }) => {
      await givenPerson(page, 'steps');
      const challenge = await givenChallenge(page, {
        title: 'Big Step Sprint',
        challengeType: 'step_count',
        goalConfig: { target_steps: 10000 },
      });

      // the Today panel
      await page.goto('/dashboard');
      const row = page
        .getByRole('region', { name: 'Today' })
        .getByRole('listitem', { name: 'Big Step Sprint' });
      await row.getByRole('textbox', { name: 'Steps' }).fill('72000');
      await row.getByRole('button', { name: 'Save steps' }).click();
      const question = row.getByRole('alert').filter({ hasText: CONFIRM });
      await expect(question).toBeVisible();
      await expect(question).toContainText('You entered 72,000 steps.');
      await expectNoSeriousA11yViolations(page, `the step confirmation on the Today panel (${label})`);
      // 'Change steps' goes back to the count; nothing was saved
      await question.getByRole('button', { name: 'Change steps' }).click();
      await expect(row.getByRole('textbox', { name: 'Steps' })).toHaveValue('72,000');
      await row.getByRole('button', { name: 'Save steps' }).click();
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/check-ins'),
      );
      await row.getByRole('button', { name: 'Confirm and save' }).click();
      expect((await saved).status()).toBe(201);
      await expectToastAndClose(page, 'Check-in recorded successfully for today!');
      await expect(row).toContainText('Done');

      // editing on the challenge page asks again for a new count above the bound
      await page.goto(`/challenge/${challenge.id}`);
      const card = page.getByRole('region', { name: 'Daily Check-in' });
      await expect(card).toContainText('72,000 of 10,000 steps');
      await card.getByRole('button', { name: 'Edit' }).click();
      await card.getByRole('textbox', { name: 'Steps' }).fill('80000');
      await card.getByRole('button', { name: 'Save steps' }).click();
      await expect(card.getByRole('alert').filter({ hasText: CONFIRM })).toBeVisible();
      await card.getByRole('button', { name: 'Confirm and save' }).click();
      await expectToastAndClose(page, 'Check-in updated successfully!');
      await expect(card).toContainText('80,000 of 10,000 steps');
    });

    test('the organizer flags a check-in with a reason, and takes the flag back', async ({ page }) => {
      await givenPerson(page, 'flag-organizer');
      const challenge = await givenHonestSprint(page);
      const participant = await givenSomeoneElse('flag-participant');
      await givenCheckedIn(participant, challenge.id);

      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      const entry = recentCheckIns(page).getByRole('listitem').filter({ hasText: participant.person.name });
      await entry
        .getByRole('button', { name: new RegExp(`^Flag ${participant.person.name}'s check-in`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Flag check-in' });
      await dialog
        .getByRole('textbox', { name: 'Reason (optional)' })
        .fill('Logged from two devices at once?');
      await dialog.getByRole('button', { name: 'Flag check-in' }).click();
      await expectToastAndClose(page, 'Check-in flagged.');
      await expect(entry.getByText('Flagged by the organizer')).toBeVisible();
      await expect(entry.getByText('Reason: Logged from two devices at once?')).toBeVisible();
      // what the participant's screens show of it: the next journey

      await entry.getByRole('button', { name: /^Edit flag of/ }).click();
      await page
        .getByRole('dialog', { name: 'Flagged check-in' })
        .getByRole('button', { name: 'Remove flag' })
        .click();
      await expectToastAndClose(page, 'Flag removed.');
      await expect(entry.getByText('Flagged by the organizer')).toHaveCount(0);
      await participant.request.dispose();
    });

    test('the participant of a flagged check-in is notified, and sees the flag and its reason', async ({
      page,
    }) => {
      const organizer = await givenSomeoneElse('flag-organizer');
      const challenge = await givenHonestSprint(organizer);
      const participant = await givenPerson(page, 'flag-participant');
      const checkIn = await givenCheckedIn(page, challenge.id);
      const flagged = await organizer.request.put(`${appOrigin()}/api/check-ins/${checkIn.id}/flag`, {
        headers: { origin: appOrigin() },
        data: { reason: 'Logged from two devices at once?' },
      });
      expect(flagged.status(), `flag the check-in: ${await flagged.text()}`).toBe(200);

      // the bell, their check-in card and the challenge's list
      await page.goto('/dashboard');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      await expect(page.getByText('Check-in flagged')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto(`/challenge/${challenge.id}`);
      const card = page.getByRole('region', { name: 'Daily Check-in' });
      await expect(card.getByText('Flagged by the organizer')).toBeVisible();
      await expect(card.getByText('Reason: Logged from two devices at once?')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a flagged check-in (${label})`);
      await page.getByRole('tab', { name: 'Leaderboard' }).click();
      const ownEntry = recentCheckIns(page).getByRole('listitem').filter({ hasText: participant.name });
      await expect(ownEntry.getByText('Flagged by the organizer')).toBeVisible();
      // only the organizer flags
      await expect(recentCheckIns(page).getByRole('button', { name: /Flag/ })).toHaveCount(0);
      await organizer.request.dispose();
    });
  });
}
