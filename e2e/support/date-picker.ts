import { expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { field } from './controls';

/**
 * Picks `date` in the Mantine date picker labelled `label`: opens it, moves month by month towards the date, and
 * clicks the day (days are named like '5 January 2026').
 */
export async function pickDate(page: Page, label: string, date: CalendarDate): Promise<void> {
  // a date picker's dropdown is a dialog with a month header (other dialogs, e.g. the push offer, may be open)
  const pickers = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Choose a month' }) });
  // a picker picked just before may still be fading out: its dialog would be the one read and clicked here
  await expect(pickers).toHaveCount(0);
  await field(page, label).click();
  await expect(field(page, label)).toHaveAttribute('aria-expanded', 'true');
  const dropdown = pickers.last();
  const day = dropdown.getByRole('button', { name: dayjs(date).format('D MMMM YYYY'), exact: true });
  const header = dropdown.getByRole('button', { name: 'Choose a month' });
  // the dropdown opens with a transition: read the month only once it is there, or a slow machine navigates away
  await expect(header).toBeVisible();
  for (let step = 0; step < 24; step += 1) {
    // the header reads like 'November 2026'
    const shown = dayjs(new Date(`1 ${(await header.textContent()) ?? ''}`));
    if (dayjs(date).isSame(shown, 'month')) break;
    const isLater = dayjs(date).isAfter(shown, 'month');
    await dropdown.getByRole('button', { name: isLater ? 'Next month' : 'Previous month' }).click();
    await expect(header).not.toHaveText(shown.format('MMMM YYYY'));
  }
  await day.click();
  await expect(field(page, label)).toHaveText(dayjs(date).format('MMM D, YYYY'));
}
