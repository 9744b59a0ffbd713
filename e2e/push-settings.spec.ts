import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { field } from './support/controls';
import { pickDate } from './support/date-picker';
import { expectToastAndClose } from './support/toasts';
import { signOutFromHeader } from './support/sign-out';
import { FULL_BROWSER } from './support/full-browser';

// The push part of /settings (issue 12, decision 029): which kinds reach the person's devices and quiet hours, saved
// on the server for every device. Subscribing needs a push service, which headless Chromium cannot reach here.

const pushSection = (page: Page) => page.getByRole('region', { name: 'Push notifications on this device' });

test(
  'the kinds of push and quiet hours are saved and survive a reload',
  { tag: FULL_BROWSER },
  async ({ page }) => {
    await givenPerson(page, 'push');
    await page.goto('/settings');
    const section = pushSection(page);
    await expect(section.getByRole('switch', { name: /Send notifications to this device/ })).toBeVisible();
    const forumReplies = section.getByRole('switch', { name: /^Forum replies/ });
    await expect(forumReplies).toBeChecked();
    await expectNoSeriousA11yViolations(page, '/settings (push settings)');

    await forumReplies.click({ force: true });
    await expect(forumReplies).not.toBeChecked();
    await field(section, 'From').fill('22:00');
    await field(section, 'Until').fill('07:00');
    await section.getByRole('button', { name: 'Save quiet hours' }).click();
    await expectToastAndClose(page, 'Quiet hours saved.');

    await page.reload();
    await expect(pushSection(page).getByRole('switch', { name: /^Forum replies/ })).not.toBeChecked();
    await expect(pushSection(page).getByRole('switch', { name: /^Reminders/ })).toBeChecked();
    await expect(field(pushSection(page), 'From')).toHaveValue('22:00');
    await expect(field(pushSection(page), 'Until')).toHaveValue('07:00');

    await pushSection(page).getByRole('button', { name: 'No quiet hours' }).click();
    await expectToastAndClose(page, 'Quiet hours removed.');
    await expect(field(pushSection(page), 'From')).toHaveValue('');

    // signing out first lets go of this device's push (none here): it still ends on the landing page
    await signOutFromHeader(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/landing');
  },
);

test(
  'push is offered once, right after a check-in, never on page load; "Not now" is remembered',
  { tag: FULL_BROWSER },
  async ({ page }) => {
    await givenPerson(page, 'prompted');
    const challenge = await givenChallenge(page, { title: 'Evening Stretch' });
    const prompt = page.getByRole('dialog', { name: 'Get your reminders on this device?' });
    await page.goto(`/challenge/${challenge.id}`);
    await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    await page.getByRole('button', { name: 'Met goal' }).click();
    await expect(page.getByText('Check-in recorded successfully for today!')).toBeVisible();
    await expect(prompt).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'push prompt');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);

    // another check-in, after a reload: not asked again on this device
    await page.reload();
    await pickDate(page, 'Check-in date', journeyDate(-1));
    await page.getByRole('button', { name: 'Met goal' }).click();
    await expect(page.getByText(/Check-in recorded successfully/)).toBeVisible();
    await expect(prompt).toHaveCount(0);
  },
);
