import { expect, type Page } from '@playwright/test';

/** 'Sign Out' from the header (from 'sm' up; decision 060), confirmed in the dialog that asks first. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
}
