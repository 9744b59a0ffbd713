import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { givenAFinishedFortnight, givenRunAgain } from './support/finished-challenge';
import { bell, pathOf } from './support/controls';
import { DESKTOP, PHONE } from './support/pages';

// product-rules.md#results-and-rounds: a challenge finished → its results view (podium, calendars, personal bests)
// → "Run it again" → a participant accepts from the bell and lands in round 2 (decision 042). The organizer's and the
// participant's parts are journeys of their own; the other person acts through the API (issue 25).

test('a finished challenge shows its organizer its results, and is run again, round 1 linking to round 2', async ({
  page,
}) => {
  const organizer = await givenPerson(page, 'finisher');
  const { request, person: participant } = await givenSomeoneElse('rematcher');
  const challenge = await givenAFinishedFortnight(page, { request });

  // the results view, as the final-results notification opens it
  await page.setViewportSize(DESKTOP);
  await page.goto(`/challenge/${challenge.id}#results`);
  const results = page.getByRole('region', { name: 'Final results' });
  await expect(results.getByRole('heading', { name: 'Final results' })).toBeVisible();
  const podium = results.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('listitem')).toHaveCount(2);
  await expect(podium.getByRole('listitem').nth(0)).toContainText('1st place');
  await expect(podium.getByRole('listitem').nth(0)).toContainText(participant.name);
  await expect(podium.getByRole('listitem').nth(1)).toContainText(`${organizer.name} (You)`);

  const calendars = results.getByRole('table').filter({ hasText: 'Every day of the challenge' });
  await expect(calendars.getByRole('columnheader')).toHaveCount(15);
  const participantRow = calendars.getByRole('row').filter({ hasText: participant.name });
  await expect(participantRow.getByRole('cell')).toHaveCount(14);
  await expect(participantRow.getByRole('cell').filter({ hasText: 'Met' })).toHaveCount(14);
  const organizerRow = calendars.getByRole('row').filter({ hasText: organizer.name });
  await expect(organizerRow.getByRole('cell').filter({ hasText: 'Missed' })).toHaveCount(7);
  await expect(results.getByText(`Perfect challenge, every day met: ${participant.name}`)).toBeVisible();
  await expect(results.getByText(`Best streak: 14 days — ${participant.name}`)).toBeVisible();
  await expect(results.getByText('Your best streak: 1 day • 7 of 14 days met')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'results view at 1280 px');

  // on a phone the calendars scroll sideways inside their region, the names staying in view; the page does not
  await page.setViewportSize(PHONE);
  const scroller = results.getByRole('region', { name: "Everyone's calendar" });
  // below the podium and Share results on a phone: brought up first, as the person would scroll to it
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const name = participantRow.getByRole('rowheader');
  await expect(name).toBeInViewport();
  const box = (await name.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, 'results view at 390 px');

  // Run it again: tomorrow by default, everyone invited in the same step
  await page.setViewportSize(DESKTOP);
  await expect(page.getByLabel('Next round starts')).toBeVisible();
  await results.getByRole('button', { name: 'Run it again' }).click();
  await expect(page.getByText('Round 2 is on!')).toBeVisible();
  await expect(page.getByText('Everyone from this round has been invited (1).')).toBeVisible();
  await expect.poll(() => pathOf(page)).not.toBe(`/challenge/${challenge.id}`);
  const roundTwoPath = pathOf(page);
  const rounds = page.getByRole('navigation', { name: 'Rounds' });
  await expect(rounds.getByText('Round 2 of Morning Walk Sprint')).toBeVisible();
  await expect(rounds.getByRole('link', { name: 'Previous round: Round 1' })).toBeVisible();

  // and round 1 links forward to it, no longer offering to run it again
  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByRole('link', { name: 'Next round: Round 2' })).toHaveAttribute('href', roundTwoPath);
  await expect(
    page.getByRole('region', { name: 'Final results' }).getByRole('button', { name: 'Run it again' }),
  ).toHaveCount(0);
  await request.dispose();
});

test('a participant of a finished challenge accepts its round 2 from the bell and lands in it', async ({
  page,
}) => {
  const organizer = await givenSomeoneElse('finisher');
  await givenPerson(page, 'rematcher');
  const challenge = await givenAFinishedFortnight(organizer, page);
  const roundTwo = await givenRunAgain(organizer, challenge.id);

  // the participant accepts from the bell and lands in round 2
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(page).click();
  const invitation = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: 'invited you to Round 2 of "Morning Walk Sprint"' });
  await expect(invitation).toContainText('Challenge Invitation');
  await invitation.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText('Joined challenge!')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/challenge/${roundTwo.id}`);
  await expect(
    page.getByRole('navigation', { name: 'Rounds' }).getByText('Round 2 of Morning Walk Sprint'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
  await expect(page.getByText("You haven't joined this challenge yet")).toHaveCount(0);
  await organizer.request.dispose();
});
