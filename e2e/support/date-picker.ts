import { expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { CalendarDate } from '../../src/shared/domain/calendar-date';
import { field } from './controls';

/**
 * Picks `date` in the Mantine date picker labelled `label`: opens it, moves month by month towards the date, and
 * clicks the day (days are named like '5 January 2026').
 */
export async function pickDate(page: Page, label: string, date: CalendarDate): Promise<void> {
  await field(page, label).click();
  const dropdown = page.getByRole('dialog').last();
  const day = dropdown.getByRole('button', { name: dayjs(date).format('D MMMM YYYY'), exact: true });
  for (let step = 0; step < 24 && !(await day.isVisible()); step += 1) {
    const shown = await dropdown.getByRole('button', { name: 'Choose a month' }).textContent();
    // the header reads like 'November 2026'
    const isLater = dayjs(date).isAfter(dayjs(new Date(`1 ${shown ?? ''}`)), 'month');
    await dropdown.getByRole('button', { name: isLater ? 'Next month' : 'Previous month' }).click();
  }
  await day.click();
  await expect(field(page, label)).toHaveText(dayjs(date).format('MMM D, YYYY'));
}
