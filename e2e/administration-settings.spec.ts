import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson } from './support/challenges';
import { pathOf } from './support/controls';
import { givenGroup, uniqueWord } from './support/groups';
import { inEachLook, looks } from './support/looks';
import { DESKTOP, PHONE } from './support/pages';
import { screenshot } from './support/screenshots';

// Settings → Administration (decision 085, amended): the way to the administration pages, shown only to those who
// may open one. A site administrator's three links are in report-and-hide.spec.ts; here a group's admin (who
// moderates their group) and a person who runs nothing.

const moderationAccess = (url: URL) => url.pathname === '/api/moderation/access';

test("a group's admin finds Moderation alone in Settings, and it opens their groups' queue", async ({
  page,
}) => {
  await givenPerson(page, 'group-moderator');
  await givenGroup(page, { name: `${uniqueWord()} Walkers`, privacy: 'public' });

  await page.goto('/settings');
  const administration = page.getByRole('region', { name: 'Administration' });
  await expect(administration.getByRole('link', { name: 'Moderation' })).toBeVisible();
  await expect(administration.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toContainText('Administration');
  await inEachLook(
    page,
    looks([DESKTOP, PHONE], ['light', 'dark']),
    async (where, { viewport, colorScheme }) => {
      await expectNoSeriousA11yViolations(page, `Settings → Administration of a group moderator at ${where}`);
      await screenshot(page, `settings-administration-group-${viewport.width}-${colorScheme}`, {
        element: administration,
      });
    },
  );

  await administration.getByRole('link', { name: 'Moderation' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
});

test('a person who runs nothing has no Administration in Settings', async ({ page }) => {
  await givenPerson(page, 'no-admin');
  const answered = page.waitForResponse((response) => moderationAccess(new URL(response.url())));

  await page.goto('/settings');
  // the section waits for the moderation access answer: only once it came is its absence meaningful
  expect(await (await answered).json()).toEqual({ siteAdmin: false, groups: [] });
  await expect(page.getByRole('heading', { name: 'Sign out', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Administration' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).not.toContainText(
    'Administration',
  );

  // and the page itself, opened by its address, says why it shows nothing
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Only site administrators and group moderators can moderate.')).toBeVisible();
});
