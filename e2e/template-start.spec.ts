import dayjs from 'dayjs';
import { expect, test } from '@playwright/test';
import { journeyDate, givenPerson } from './support/challenges';

// product-rules.md#templates template toasts.
test('a template becomes a personal 14-day challenge starting on the picked day', async ({ page }) => {
  const person = await givenPerson(page, 'template');
  await page.goto('/dashboard');
  const templates = page.getByRole('region', { name: 'Start a New Challenge' });
  await expect(templates.getByRole('heading', { name: 'Start a New Challenge' })).toBeVisible();

  const card = templates.getByRole('group').first();
  const templateTitle = (await card.getByRole('heading').first().textContent())!.trim();
  await expect(card.getByText('Template', { exact: true })).toBeVisible();
  const start = card.getByRole('button', { name: 'Start 14-Day Challenge' });
  await expect(start).toBeDisabled();
  // templates carry no share button
  await expect(card.getByRole('button', { name: /share/i })).toHaveCount(0);

  const today = journeyDate(0);
  await card.getByRole('button', { name: /Start date/ }).click();
  const calendar = page.getByRole('dialog');
  const yesterday = journeyDate(-1);
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    // no past days (product-rules.md#templates)
    await expect(
      calendar.getByRole('button', { name: dayjs(yesterday).format('D MMMM YYYY'), exact: true }),
    ).toBeDisabled();
  }
  await calendar.getByRole('button', { name: dayjs(today).format('D MMMM YYYY'), exact: true }).click();
  await expect(start).toBeEnabled();
  await start.click();

  await expect(page.getByText('Challenge Created!')).toBeVisible();
  await expect(
    page.getByText(
      `Your personal ${templateTitle} has been created and will start on ${dayjs(today).format('MMM D, YYYY')}.`,
    ),
  ).toBeVisible();

  // the new challenge opens (docs/decisions/025), and the dashboard lists it
  const copyTitle = `${templateTitle} - ${person.name}'s Challenge`;
  await expect(page).toHaveURL(/\/challenge\/[0-9a-f-]{36}#check-in$/);
  await expect(page.getByRole('heading', { name: copyTitle, level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  const active = page.getByRole('region', { name: 'Active Challenges' });
  await expect(active.getByRole('heading', { name: copyTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Leaderboard: ${copyTitle}` })).toBeVisible();
  // the picked day was cleared once the copy existed
  await expect(
    page
      .getByRole('region', { name: 'Start a New Challenge' })
      .getByRole('button', { name: 'Start 14-Day Challenge' })
      .first(),
  ).toBeDisabled();

  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: copyTitle })).toBeVisible();
});
