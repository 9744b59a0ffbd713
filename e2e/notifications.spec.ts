import { expect, type Page, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, givenJoined, givenPerson, givenSomeoneElse } from './support/challenges';
import { givenInvitation } from './support/invitations';
import { bell, pathOf } from './support/controls';
import { pressAcrossLoad } from './support/press-across-load';
import { screenshot } from './support/screenshots';

// product-rules.md#header-and-navigation (bell) and "Notifications popover", #the-bell-and-polling (badge '9+',
// polling; the journeys run with NOTIFICATION_POLL_SECONDS=2, see playwright.config.ts).

const popover = (page: Page) => page.getByRole('dialog');

/** Someone new joins the challenge by its link: its organizer gets a 'New participant' notification. */
async function someoneJoins(challengeId: string) {
  const joiner = await givenSomeoneElse('joiner');
  await givenJoined(joiner, challengeId);
  await joiner.request.dispose();
}

test.describe('Notifications in the header', () => {
  test('an invitation is accepted from the bell; another notification is marked as read', async ({
    page,
  }) => {
    const person = await givenPerson(page, 'receiver');
    const ownChallenge = await givenChallenge(page, { title: 'Own Sprint' });
    const organizer = await givenSomeoneElse('inviter');
    const invited = await givenChallenge(organizer, { title: 'Bell Invitation Sprint' });
    await givenInvitation(organizer, invited.id, person.email);
    await organizer.request.dispose();
    await someoneJoins(ownChallenge.id);

    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await expect(page.getByRole('banner').getByText('2', { exact: true })).toBeVisible();

    await bell(page).click();
    const panel = popover(page);
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByText('2 new')).toBeVisible();
    const invitation = panel.getByRole('listitem').filter({ hasText: 'Challenge Invitation' });
    await expect(invitation).toContainText('Bell Invitation Sprint');
    await expect(invitation).toContainText(/now|1 minute ago/);
    const update = panel.getByRole('listitem').filter({ hasText: 'New participant' });
    await expect(update.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications popover at 1280 px');
    await screenshot(page, 'notifications-1280');

    await invitation.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(page.getByText('Joined challenge!')).toBeVisible();
    await expect(page.getByText("You've accepted the invitation.")).toBeVisible();
    // accepting lands in the joined challenge (decision 042)
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${invited.id}`);
    await expect(page.getByRole('heading', { name: 'Bell Invitation Sprint', level: 1 })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(invitation.getByRole('button', { name: 'Accept Invitation' })).toHaveCount(0);
    // the dashboard has the joined challenge too
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    const active = page.getByRole('region', { name: 'Active Challenges' });
    await expect(active.getByRole('heading', { name: 'Bell Invitation Sprint', exact: true })).toBeVisible();

    await bell(page).click();
    await update.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(panel.getByText('2 new')).toHaveCount(0);
    await expect(panel.getByText('1 new')).toHaveCount(0);
    await expect(update.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

    // Escape closes the popover and gives the focus back to the bell
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
  });

  test('a notification that arrives while the page is open shows up, and clicking it opens its challenge', async ({
    page,
  }) => {
    await givenPerson(page, 'watcher');
    const challenge = await givenChallenge(page, { title: 'Watched Sprint' });
    await page.goto('/challenges');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await someoneJoins(challenge.id);
    // the poll notices it without a reload
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    // reachable from the keyboard: the bell opens with Enter and the focus moves into the list
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const item = popover(page).getByRole('button', { name: /New participant/ });
    await expect(item).toBeVisible();
    await expect(popover(page).getByText('1 new')).toBeVisible();
    await item.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('mark all as read, and the empty popover', async ({ page, browser }) => {
    await givenPerson(page, 'tidy');
    const challenge = await givenChallenge(page, { title: 'Tidy Sprint' });
    await someoneJoins(challenge.id);
    await someoneJoins(challenge.id);
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await popover(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    // with nothing unread the badge shows the total count
    await expect(popover(page).getByText('2', { exact: true })).toBeVisible();
    await expect(popover(page).getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

    const newcomer = await (await browser.newContext()).newPage();
    await givenPerson(newcomer, 'newcomer');
    await newcomer.goto('/dashboard');
    await bell(newcomer).click();
    await expect(popover(newcomer).getByText('No notifications')).toBeVisible();
  });

  test("a tap on the bell as the page opens is not lost when the popover's code lands", async ({ page }) => {
    await givenPerson(page, 'quick');
    await pressAcrossLoad(page, '/dashboard', bell(page), /\/assets\/notification-popover-[\w-]+\.js$/);
    await expect(popover(page).getByText('No notifications')).toBeVisible();
    // Escape gives the focus back to the bell
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the popover fits the screen', async ({ page }) => {
      await givenPerson(page, 'phone');
      const challenge = await givenChallenge(page, {
        title: 'Phone Sprint With A Rather Long Title To Wrap',
      });
      await someoneJoins(challenge.id);
      await page.goto('/dashboard');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await bell(page).click();
      const panel = popover(page);
      await expect(panel.getByRole('button', { name: 'Mark as read' })).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page, 'notifications popover at 390 px');
      await screenshot(page, 'notifications-390');
    });
  });
});
