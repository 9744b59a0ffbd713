import { expect, test } from '@playwright/test';
import { appOrigin, givenChallenge, givenJoined, givenPerson, givenSomeoneElse } from './support/challenges';

// product-rules.md#joining-and-leaving: a challenge with maxParticipants seats taken refuses the next person.
const FULL = 'Challenge is full. Maximum participants reached.';

test('a full challenge refuses the next person', async ({ page }) => {
  const organizer = await givenSomeoneElse('organizer');
  const challenge = await givenChallenge(organizer, {
    title: 'Two Seat Sprint',
    maxParticipants: 2,
  });
  await organizer.request.dispose();

  const second = await givenSomeoneElse('second');
  await givenJoined(second, challenge.id);
  await second.request.dispose();

  await givenPerson(page, 'third');
  await page.goto(`/join-challenge/${challenge.id}`);
  await expect(page.getByRole('heading', { name: 'Two Seat Sprint', exact: true })).toBeVisible();
  await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
  await expect(page.getByText(FULL)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Challenge' })).toHaveCount(0);

  // and the server holds the rule whatever the page shows
  const response = await page.request.post(`${appOrigin()}/api/challenges/${challenge.id}/join`, {
    headers: { origin: appOrigin() },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(FULL);
});

test('a seat taken while the page was open is refused with the server’s message', async ({ page }) => {
  const organizer = await givenSomeoneElse('organizer');
  const challenge = await givenChallenge(organizer, {
    title: 'Last Seat Sprint',
    maxParticipants: 2,
  });
  await organizer.request.dispose();

  await givenPerson(page, 'slow');
  await page.goto(`/join-challenge/${challenge.id}`);
  await expect(page.getByRole('button', { name: 'Join Challenge' })).toBeVisible();

  const quick = await givenSomeoneElse('quick');
  await givenJoined(quick, challenge.id);
  await quick.request.dispose();

  await page.getByRole('button', { name: 'Join Challenge' }).click();
  // the toast gives the server's reason, and the page then shows the challenge as it is now: full
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to join challenge' })).toContainText(FULL);
  await expect(page.getByRole('button', { name: 'Join Challenge' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasNotText: 'Failed to join challenge' })).toHaveText(FULL);
  await expect(page).toHaveURL(new RegExp(`/join-challenge/${challenge.id}$`));
});
