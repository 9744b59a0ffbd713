import { expect, type Page } from '@playwright/test';

/**
 * Expects a toast saying `text`, then closes it as a person would. Toasts stay 4 s at the top, under the header (decision 061)
 * (product-rules.md#display-formats-and-toasts) over whatever lies beneath: the journey's next click there would wait
 * for it to go, and axe would measure a toast fading out as low contrast.
 */
export async function expectToastAndClose(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
}
