import type { Locator, Page } from '@playwright/test';

/**
 * The folder for screenshots people look at (an issue's note), only when asked for:
 * `SHOTS_DIR=/some/folder npm run test:e2e -- …`. Unset, journeys take none.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** The page, or one `element` of it, as it is now: `<name>.png` in SHOTS_DIR (nothing when SHOTS_DIR is unset). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: Locator } = {},
): Promise<void> {
  if (!SHOTS_DIR) return;
  const path = `${SHOTS_DIR}/${name}.png`;
  if (options.element) await options.element.screenshot({ path });
  else await page.screenshot({ path, fullPage: options.fullPage });
}

/**
 * The page, or one `element` of it, as it is now in light and in dark colours: `<name>-light.png` and
 * `<name>-dark.png` in SHOTS_DIR. `inDark` runs while the page is dark (an axe check of the dark colours, say). The
 * page is left in the colours it had.
 */
export async function screenshotsLightAndDark(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: Locator; inDark?: () => Promise<void> } = {},
) {
  if (!SHOTS_DIR) return;
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    if (colorScheme === 'dark') await options.inDark?.();
    await screenshot(page, `${name}-${colorScheme}`, options);
  }
  await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' });
}
