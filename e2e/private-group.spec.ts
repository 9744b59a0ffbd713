import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { givenGroup, uniqueWord } from './support/groups';
import { screenshot } from './support/screenshots';

// product-rules.md#groups detail: a private group's card is seen by anyone with the link, its posts and members by
// members only; #group-messages 'Failed to load group details'; the join toast of #groups.

test.describe('A private group seen by an outsider', () => {
  test('sees the card and the private-group text with Join, no content; after joining, the tabs', async ({
    page,
  }) => {
    const word = uniqueWord();
    const admin = await givenSomeoneElse('private-admin');
    const group = await givenGroup(admin, {
      name: `${word} Quiet Circle`,
      description: 'Evening reflections, members only.',
      privacy: 'private',
    });
    await admin.request.dispose();

    await givenPerson(page, 'private-outsider');
    await page.goto(`/groups/${group.id}`);
    await expect(page.getByRole('heading', { name: `${word} Quiet Circle`, level: 1 })).toBeVisible();
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByText('Evening reflections, members only.')).toBeVisible();
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText('This is a private group. Join to see posts and members.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite Members' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave Group' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Group settings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'private group as an outsider');
    await screenshot(page, 'group-private-outsider-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'private group as an outsider at 390 px');
    await screenshot(page, 'group-private-outsider-390', { fullPage: true });

    await page.getByRole('button', { name: 'Join Group' }).click();
    await expect(page.getByText(`You've successfully joined ${word} Quiet Circle!`)).toBeVisible();
    await expect(page.getByText('This is a private group. Join to see posts and members.')).toHaveCount(0);
    await expect(page.getByText('2 members')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    // a plain member manages nobody and adds nobody
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Manage / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Members' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    await expect(page.getByText('No challenges yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create First Challenge' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'private group as a new member at 390 px');
    await screenshot(page, 'group-private-member-390', { fullPage: true });
  });

  test('an unknown group: the spec toast, then the group list', async ({ page }) => {
    await givenPerson(page, 'group-lost');
    await page.goto('/groups/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Failed to load group details')).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
  });
});
