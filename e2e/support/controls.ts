import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A control by its visible name, whether it is drawn as a link or as a button (a Mantine Button may render
 * either); the first one when a page shows it several times.
 */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  return scope
    .getByRole('link', { name, exact: typeof name === 'string' })
    .or(scope.getByRole('button', { name, exact: typeof name === 'string' }))
    .first();
}

/** The current path and query of a page, e.g. '/auth?mode=signin'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * A form field by its label, exactly — a Mantine label of a required field ends in an asterisk ("Email *"), which
 * is not part of the field's name.
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** The header's bell, whatever it counts ('Notifications', 'Notifications, 2 unread'). */
export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/**
 * Closes the open menu with Escape as a keyboard user does. Mantine's menu hears Escape from inside its dropdown,
 * where it moves the focus a moment after it opens: a press before that would go elsewhere (CI saw it).
 */
export async function closeMenuWithEscape(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);
}
