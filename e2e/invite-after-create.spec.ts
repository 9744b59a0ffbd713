import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { journeyDate, givenPerson } from './support/challenges';
import { field } from './support/controls';
import { pickDate } from './support/date-picker';
import { invitationLinkTo } from './support/invitations';
import { newPerson } from './support/people';
import { expectToastAndClose } from './support/toasts';
import { screenshotsLightAndDark } from './support/screenshots';

// Decision 062: after creating, the new challenge with 'Invite friends' in front — the phone's share sheet first,
// the product's share options, an e-mail invitation — and a toast naming whom it was sent to.

/** Fills the create form with what it needs and submits it (1 tap: 'Create Challenge'). */
async function createFromForm(page: Page, title: string) {
  await page.goto('/create');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Ten minutes of stretching every morning, together.');
  await pickDate(page, 'Start date', journeyDate(1));
  await page.getByRole('button', { name: 'Create Challenge' }).click();
}

/** Stands in for the Web Share API headless Chromium lacks, recording what the page shares. */
async function stubNativeShare(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`create, then invite a friend from the dialog in front: the share sheet first, then by e-mail, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await stubNativeShare(page);
    await givenPerson(page, 'host');
    await createFromForm(page, 'Morning Stretch Sprint');

    await expect(page.getByText('Challenge created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/challenge\/[^/]+$/);
    const challengeId = new URL(page.url()).pathname.split('/').pop()!;
    const dialog = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('"Morning Stretch Sprint" is ready.', { exact: false })).toBeVisible();
    // the share sheet is the first control after the dialog's close button; the spec's options follow it
    const share = dialog.getByRole('button', { name: 'Share via…' });
    await expect(share).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `invite dialog after creating at ${viewport.width} px`);
    await screenshotsLightAndDark(page, `invite-after-create-${viewport.width}`, {
      inDark: () =>
        expectNoSeriousA11yViolations(page, `invite dialog after creating at ${viewport.width} px, dark`),
    });

    await share.click();
    const shared = await page.evaluate(
      () => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest,
    );
    expect(shared).toEqual([
      {
        title: 'Morning Stretch Sprint',
        text: 'Join me in the "Morning Stretch Sprint" challenge on HabitSprint! Ten minutes of stretching every morning, together....',
        url: `${new URL(page.url()).origin}/join-challenge/${challengeId}`,
      },
    ]);

    // by e-mail from the same place: 2 taps (the field, Send Invitation)
    const friend = newPerson('friend');
    await dialog.getByLabel('Email address').fill(friend.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    // the toast covers the dialog's foot on a phone for 4 s (toasts over actions are the rough edges' part of
    // issue 24): closed as a person would
    await expectToastAndClose(page, `Invitation sent to ${friend.email}`);
    expect(await invitationLinkTo(page.request, friend.email)).toContain('/invitation/');

    // Done: the challenge, and a reload does not bring the dialog back. On a phone the toasts lie over Done until
    // they go (a pointer resting on one holds it; a finger does not)
    await page.mouse.move(1, 1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Morning Stretch Sprint' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Morning Stretch Sprint' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Invite friends' })).toHaveCount(0);
  });
}

test('without a share sheet (most desktops) the dialog starts with the spec’s share options', async ({
  page,
}) => {
  await givenPerson(page, 'desk-host');
  await createFromForm(page, 'Desk Posture Sprint');
  const dialog = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(dialog.getByRole('textbox', { name: 'Challenge link' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Share via…' })).toHaveCount(0);
});
