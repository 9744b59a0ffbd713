import { expect, test } from '@playwright/test';
import { givenCheckIn, givenChallenge, givenJoined, journeyDate, givenPerson } from './support/challenges';

// product-rules.md#leaderboards ranking: successful days descending, then success rate, then best streak.
test('two people ranked on one leaderboard', async ({ page, browser }) => {
  const organizer = await givenPerson(page, 'leader');
  const challenge = await givenChallenge(page, { title: 'Race to the Top' });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });

  const otherPage = await (await browser.newContext()).newPage();
  const other = await givenPerson(otherPage, 'runner-up');
  await givenJoined(otherPage, challenge.id);
  await givenCheckIn(otherPage, challenge.id, { date: journeyDate(-1), met: true });
  await givenCheckIn(otherPage, challenge.id, { date: journeyDate(0), met: false });

  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  // a custom challenge's board title (product-rules.md#challenge-types)
  await expect(page.getByRole('heading', { name: 'Challenge Leaders' })).toBeVisible();
  const board = page.getByRole('table', { name: 'Challenge Leaders' });
  const rows = board.getByRole('row');
  await expect(rows).toHaveCount(3); // header + two people
  await expect(rows.nth(1)).toContainText(`${organizer.name} (You)`);
  await expect(rows.nth(1)).toContainText('100%');
  await expect(rows.nth(1)).toContainText('2/2');
  await expect(rows.nth(2)).toContainText(other.name);
  await expect(rows.nth(2)).toContainText('50%');
  await expect(rows.nth(2)).toContainText('1/2');

  // the runner-up sees the same order, with their own row marked
  await otherPage.goto(`/challenge/${challenge.id}`);
  await otherPage.getByRole('tab', { name: 'Leaderboard' }).click();
  const theirRows = otherPage.getByRole('table', { name: 'Challenge Leaders' }).getByRole('row');
  await expect(theirRows.nth(1)).toContainText(organizer.name);
  await expect(theirRows.nth(2)).toContainText(`${other.name} (You)`);
});

test('a phone shows the board as cards, and an empty board says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await givenPerson(page, 'phone-leader');
  const challenge = await givenChallenge(page, { title: 'Quiet Start', challengeType: 'sugar_free' });
  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { name: 'Sugar-Free Champions' })).toBeVisible();
  await expect(page.getByText('No participants with check-ins yet')).toBeVisible();

  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  await page.reload();
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const cards = page.getByRole('list', { name: 'Sugar-Free Champions' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('(You)');
  await expect(cards.first()).toContainText('Score');
});
