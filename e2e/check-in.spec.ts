import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { field } from './support/controls';
import { givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { pickDate } from './support/date-picker';

// product-rules.md#recording-a-check-in, #check-in-windows: record met, edit with the notes prefilled, delete.
test('check in as met, then edit and delete the check-in', async ({ page }) => {
  await givenPerson(page, 'checker');
  const challenge = await givenChallenge(page, { title: 'Daily Walks' });
  await page.goto(`/challenge/${challenge.id}`);
  const card = page.getByRole('region', { name: 'Daily Check-in' });
  await expect(field(page, 'Check-in date')).toHaveText(dayjs(journeyDate(0)).format('MMM D, YYYY'));

  await field(page, 'Notes (optional)').fill('Walked to work.');
  await page.getByRole('button', { name: 'Met goal' }).click();
  await expect(page.getByText('Check-in recorded successfully for today!')).toBeVisible();
  await expect(card.getByText('Goal met today')).toBeVisible();
  await expect(card.getByText('Walked to work.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Met goal' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Notes (optional)')).toHaveValue('Walked to work.');
  await field(page, 'Notes (optional)').fill('Took the bus after all.');
  await page.getByRole('button', { name: 'Missed goal' }).click();
  await expect(page.getByText('Check-in updated successfully!')).toBeVisible();
  await expect(card.getByText('Goal missed today')).toBeVisible();
  await expect(card.getByText('Took the bus after all.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Check-in deleted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();

  // a past day of the challenge: the toast names the date
  await pickDate(page, 'Check-in date', journeyDate(-1));
  await page.getByRole('button', { name: 'Met goal' }).click();
  await expect(
    page.getByText(`Check-in recorded successfully for ${dayjs(journeyDate(-1)).format('MMM D, YYYY')}!`),
  ).toBeVisible();

  // Your Progress counts both days
  await page.getByRole('tab', { name: 'Your Progress' }).click();
  await expect(
    page.getByRole('listitem', { name: new RegExp(`${dayjs(journeyDate(-1)).format('MMM D')}: Met$`) }),
  ).toBeVisible();
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
});

test('a step challenge takes a typed step count', async ({ page }) => {
  await givenPerson(page, 'stepper');
  const challenge = await givenChallenge(page, {
    title: 'Step Sprint',
    challengeType: 'step_count',
    goalConfig: { target_steps: 10000 },
  });
  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByText(/please enter your step count manually/)).toBeVisible();
  await field(page, 'Steps').fill('12500');
  await page.getByRole('button', { name: 'Save steps' }).click();
  await expect(page.getByText('Check-in recorded successfully for today!')).toBeVisible();
  await expect(page.getByText('Goal met today')).toBeVisible();
  await expect(page.getByText('12,500 of 10,000 steps (100%)')).toBeVisible();
});
