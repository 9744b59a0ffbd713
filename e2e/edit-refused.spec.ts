import { expect, test } from '@playwright/test';
import { givenChallenge, givenJoined, givenPerson, givenSomeoneElse } from './support/challenges';

// product-rules.md#editing-a-challenge: only the organizer edits; everyone else sees 'Access Denied'.
test('edit is refused to a participant who is not the organizer', async ({ page }) => {
  const organizer = await givenSomeoneElse('owner');
  const challenge = await givenChallenge(organizer, { title: 'Not Yours To Edit' });
  await organizer.request.dispose();

  await givenPerson(page, 'guest');
  await givenJoined(page, challenge.id);
  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByRole('heading', { name: 'Not Yours To Edit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Challenge' })).toHaveCount(0);

  await page.goto(`/challenge/${challenge.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You can only edit challenges that you created.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);

  // and the server refuses the change whatever the page shows
  const response = await page.request.patch(`/api/challenges/${challenge.id}`, {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Taken over' },
  });
  expect(response.status()).toBe(403);
});

test('the organizer edits, and a missing challenge is not found', async ({ page }) => {
  await givenPerson(page, 'editor');
  const challenge = await givenChallenge(page, { title: 'Mine To Edit' });
  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('link', { name: 'Edit Challenge' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Challenge' })).toBeVisible();
  // active: the start date is locked and the type fixed (product-rules.md#editing-a-challenge)
  await expect(page.getByText('Cannot change start date for active challenges')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Challenge type' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title' }).fill('Mine, Edited');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Challenge updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mine, Edited' })).toBeVisible();

  await page.goto(`/challenge/${challenge.id}/edit`);
  await page.getByRole('button', { name: 'Delete Challenge' }).click();
  await page
    .getByRole('dialog', { name: 'Delete challenge' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Challenge deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/challenges$/);

  await page.goto(`/challenge/${challenge.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Challenge not found' })).toBeVisible();
  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByRole('heading', { name: 'Challenge not found' })).toBeVisible();
});
