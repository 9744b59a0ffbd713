import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson } from './support/challenges';
import { field } from './support/controls';
import { expectToastAndClose } from './support/toasts';

// The Profile section of /settings (decision 060): photo (checked by content and size on the server), display name, timezone and the
// daily reminder. The header reads the session, so it must show a new name and photo at once.

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(file);
}

const settings = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true });

/** The header's avatar picture (Mantine draws the initials instead while there is none, or if it fails to load). */
const headerPhoto = (page: Page) => page.getByRole('banner').getByRole('img');

async function pickOption(page: Page, label: string, option: string) {
  await field(settings(page), label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveSettings(page: Page) {
  await settings(page).getByRole('button', { name: 'Save Changes' }).click();
  await expectToastAndClose(page, 'Profile updated successfully!');
}

test.describe('Profile settings', () => {
  test('a new photo and name show in the header at once; settings survive a reload', async ({ page }) => {
    const person = await givenPerson(page, 'settings');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(field(settings(page), 'Display name')).toHaveValue(person.name);
    await expect(headerPhoto(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/settings');

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(headerPhoto(page)).toHaveAttribute('src', /^\/api\/files\//);
    // the photo really loads (not just a src): it may arrive a moment after the src is set
    await expect
      .poll(() => headerPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // a short name is refused before anything is sent; nothing typed is lost
    const name = field(settings(page), 'Display name');
    await name.fill('X');
    await settings(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(name).toHaveValue('X');

    await name.fill('Ximena Renamed');
    await saveSettings(page);
    await expect(page.getByRole('banner').getByText('Ximena Renamed')).toBeVisible();

    // reminders off: the hour cannot be picked; then on again at 7 in the morning, in another timezone
    const reminders = settings(page).getByRole('switch', { name: 'Daily reminders' });
    await expect(reminders).toBeChecked();
    await expect(field(settings(page), 'Reminder time')).toHaveValue('8:00 PM');
    await reminders.click({ force: true });
    await expect(field(settings(page), 'Reminder time')).toBeDisabled();
    await saveSettings(page);
    await page.reload();
    await expect(reminders).not.toBeChecked();
    await expect(field(settings(page), 'Reminder time')).toBeDisabled();

    await reminders.click({ force: true });
    await pickOption(page, 'Reminder time', '7:00 AM');
    await field(settings(page), 'Timezone').fill('new york');
    await page.getByRole('option', { name: 'America/New York', exact: true }).click();
    await saveSettings(page);
    await page.reload();
    await expect(reminders).toBeChecked();
    await expect(field(settings(page), 'Reminder time')).toHaveValue('7:00 AM');
    await expect(field(settings(page), 'Timezone')).toHaveValue('America/New York');
    await expect(field(settings(page), 'Display name')).toHaveValue('Ximena Renamed');
    await expect(headerPhoto(page)).toHaveAttribute('src', /^\/api\/files\//);

    // removing the photo brings the initials back
    await settings(page).getByRole('button', { name: 'Remove photo' }).click();
    await expect(headerPhoto(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('XR', { exact: true })).toBeVisible();
  });

  test('a file that is not an image, or too large, is refused with a reason', async ({ page }) => {
    await givenPerson(page, 'fake-photo');
    await page.goto('/settings');

    await choosePhoto(page, {
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is only text pretending to be a picture'),
    });
    await expect(settings(page).getByRole('alert')).toHaveText(NOT_AN_IMAGE_MESSAGE);
    await expect(headerPhoto(page)).toHaveCount(0);

    // too large: said at once, before anything is sent
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // the file is made in the page: sent from here, 5 MB took over 15 s on a machine running two suites at once
    await settings(page)
      .locator('input[type="file"]')
      .evaluate((input: HTMLInputElement, size) => {
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(size)], 'huge.png', { type: 'image/png' }));
        input.files = files.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, MAX_IMAGE_BYTES + 1);
    await expect(settings(page).getByRole('alert')).toHaveText(IMAGE_TOO_LARGE_MESSAGE);
    expect(requests.filter((url) => url.includes('/api/me/avatar'))).toEqual([]);
  });
});
