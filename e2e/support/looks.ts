import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './pages';

// A check that a screen reads well at two widths and in two colour schemes needs one set-up and one page load, not
// four: the page is shown in each look in turn, as a person who turns a tablet or switches the system's theme sees it
// (issue 25). The screen's layout follows from CSS and media-query listeners, so a resized page draws what a page
// opened at that width draws.

export interface Look {
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}

/** Every pairing of the widths and the colour schemes given. */
export function looks(
  viewports: Look['viewport'][] = [DESKTOP, PHONE],
  colorSchemes: Look['colorScheme'][] = ['light'],
): Look[] {
  return viewports.flatMap((viewport) => colorSchemes.map((colorScheme) => ({ viewport, colorScheme })));
}

/** Shows the open page in each look in turn and runs the check there; `where` names the look for messages. */
export async function inEachLook(
  page: Page,
  looksToShow: Look[],
  check: (where: string, look: Look) => Promise<void>,
): Promise<void> {
  for (const look of looksToShow) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', look.colorScheme);
    // a media-query listener's re-render lands within two frames
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await check(`${look.viewport.width} px, ${look.colorScheme}`, look);
  }
}
