import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker is active and controls the page (its first version claims the page at once). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
