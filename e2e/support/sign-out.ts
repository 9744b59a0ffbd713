import { expect, type Locator, type Page } from '@playwright/test';

/** Confirms 'Sign Out' in the dialog that asks first (decision 060). */
async function confirmSignOut(page: Page, signOutButton: Locator): Promise<void> {
  await signOutButton.click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
}

/** 'Sign Out' from the header (from 'sm' up; decision 060), confirmed in the dialog that asks first. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await confirmSignOut(page, page.getByRole('banner').getByRole('button', { name: 'Sign Out' }));
}

/** 'Sign Out' from the Settings screen, the place it has at every width (a phone's header has no room for it). */
export async function signOutFromSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await confirmSignOut(
    page,
    page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Sign Out' }),
  );
}
