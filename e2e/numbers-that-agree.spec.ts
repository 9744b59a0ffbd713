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
import { uniqueWord } from './support/groups';
import { DESKTOP, PHONE } from './support/pages';

// Issue 24, "Numbers that agree" and the rough edges (decision 061): the same words for the current and the best
// streak, a step board whose measure is explained, a board that says its tie-break, 'All done' celebrated only when
// a goal was met, titles and the rest-day button readable on the Today panel, toasts off the actions, and no Flag on
// the organizer's own check-in.

const LONG_TITLE = "14-Day Sugar Detox - Mia Keller's Challenge";

const todayRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Today' }).getByRole('listitem', { name: title });

/** A second person, signed up on an API client of their own, who joins and checks in. */
async function anotherParticipant(challengeId: string, checkIn: Parameters<typeof givenCheckIn>[2]) {
  const other = await givenSomeoneElse('numbers-other');
  await givenJoined(other, challengeId);
  await givenCheckIn(other, challengeId, checkIn);
  await other.request.dispose();
  return other.person;
}

for (const { label, viewport } of [
  { label: 'phone', viewport: PHONE },
  { label: 'desktop', viewport: DESKTOP },
]) {
  test.describe(`numbers that agree on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a missed day gets kind words, no celebration; a long title wraps whole; the rest day is labelled', async ({
      page,
    }) => {
      await givenPerson(page, 'numbers-today');
      await givenChallenge(page, { title: LONG_TITLE, challengeType: 'sugar_free' });
      const walks = await givenChallenge(page, { title: 'Daily Walks' });
      await givenCheckIn(page, walks.id, { date: journeyDate(-1), met: true });
      await page.goto('/dashboard');

      const detoxRow = todayRow(page, LONG_TITLE);
      const title = detoxRow.getByRole('link', { name: LONG_TITLE });
      await expect(title).toBeVisible();
      // the whole title is drawn (two lines at most), none of it cut
      expect(await title.evaluate((link) => link.scrollHeight <= link.clientHeight + 1)).toBe(true);
      await expect(detoxRow.getByRole('button', { name: /^Rest day \(/ })).toHaveText('Rest day');
      await expect(todayRow(page, 'Daily Walks')).toContainText('Current streak: 1 day');
      await expectNoSeriousA11yViolations(page, `Today panel (${label})`);

      await detoxRow.getByRole('button', { name: 'Missed goal' }).click();
      await expect(detoxRow).toContainText('Missed');
      await todayRow(page, 'Daily Walks').getByRole('button', { name: 'Missed goal' }).click();
      const panel = page.getByRole('region', { name: 'Today' });
      await expect(panel).toContainText('2 of 2 done');
      await expect(
        panel.getByText('Checked in for today. A missed day happens — tomorrow is a fresh start.'),
      ).toBeVisible();
      await expect(panel.getByText('All done for today. See you tomorrow!')).toHaveCount(0);
    });

    test('the board says best streak and its tie-break', async ({ page }) => {
      await givenPerson(page, 'numbers-board');
      const challenge = await givenChallenge(page, {
        title: `${uniqueWord()} Sugar Sprint`,
        challengeType: 'sugar_free',
      });
      await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });
      await anotherParticipant(challenge.id, { date: journeyDate(-1), met: true });

      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      const board = page.getByRole(label === 'phone' ? 'list' : 'table', { name: 'Sugar-Free Champions' });
      await expect(board).toBeVisible();
      await expect(board.getByText('Best streak').first()).toBeVisible();
      await expect(
        page.getByText('Ranked by days met, then score, then best streak. Equal results share a place.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `standard board (${label})`);
    });

    test('the step board shows points and a daily average that never passes 100%', async ({ page }) => {
      await givenPerson(page, 'numbers-steps');
      const challenge = await givenChallenge(page, {
        title: `${uniqueWord()} Step Sprint`,
        challengeType: 'step_count',
        goalConfig: { target_steps: 8000 },
        startDate: journeyDate(-3),
      });
      for (const offset of [-3, -2, -1]) {
        await givenCheckIn(page, challenge.id, { date: journeyDate(offset), stepCount: 12000 });
      }
      await anotherParticipant(challenge.id, { date: journeyDate(-1), stepCount: 4000 });

      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      const board = page.getByRole(label === 'phone' ? 'list' : 'table', { name: 'Step Masters' });
      await expect(board).toBeVisible();
      // 3 days at the target: 300 points, not '300%', and a 100% daily average
      await expect(board).toContainText('Points');
      await expect(board).toContainText('300');
      await expect(board).not.toContainText('300%');
      await expect(board).toContainText('Daily average');
      await expect(board).toContainText('100%');
      await expect(board).toContainText('50%');
      await expect(page.getByText(/Ranked by points, then daily average\./)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `step board (${label})`);
    });

    test("the organizer flags a participant's check-in but is offered no Flag on their own", async ({
      page,
    }) => {
      const organizer = await givenPerson(page, 'numbers-flag');
      const challenge = await givenChallenge(page, { title: `${uniqueWord()} Walks` });
      await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });
      const participant = await anotherParticipant(challenge.id, {
        date: journeyDate(-1),
        met: true,
      });

      await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
      const recent = page.getByRole('region', { name: 'Recent Check-ins' });
      await expect(recent.getByRole('listitem')).toHaveCount(2);
      await expect(
        recent.getByRole('button', { name: `Flag ${participant.name}'s check-in`, exact: false }),
      ).toBeVisible();
      await expect(recent.getByRole('button', { name: /^Flag / })).toHaveCount(1);
      await expect(recent.getByRole('listitem').filter({ hasText: organizer.name })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `recent check-ins (${label})`);
    });

    test('a toast appears at the top, under the header, off the actions', async ({ page }) => {
      await givenPerson(page, 'numbers-toast');
      await givenChallenge(page, { title: 'Daily Walks' });
      await page.goto('/dashboard');
      await todayRow(page, 'Daily Walks').getByRole('button', { name: 'Met goal' }).click();
      const toast = page.getByRole('alert').first();
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      // below the 60 px header, in the upper part of the screen
      expect(box.y).toBeGreaterThanOrEqual(60);
      expect(box.y + box.height).toBeLessThan(viewport.height / 2);
    });
  });
}
