import { expect, test } from '@playwright/test';
import { openSignUp, submitSignUp } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { control } from './support/controls';
import { givenGroup, uniqueWord } from './support/groups';
import { newPerson } from './support/people';
import { SHOTS_DIR, screenshot } from './support/screenshots';

// product-rules.md#groups (signed out), #after-sign-in pending_group_join, #after-sign-in,
// "Group list" (join-group page messages).
test.describe('Joining a group by its invite link', () => {
  test('a signed-out visitor sees the card, signs up and is added to the group automatically', async ({
    page,
  }) => {
    const { person: admin, ...adminSide } = await givenSomeoneElse('group-admin');
    const name = `${uniqueWord()} Book Club`;
    // a private group: anyone with its link still sees its card
    const group = await givenGroup(adminSide, {
      name,
      description: 'One chapter a night, together.',
      privacy: 'private',
    });
    await adminSide.request.dispose();

    await page.goto(`/join-group/${group.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('One chapter a night, together.')).toBeVisible();
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await expect(page.getByText(`Created by ${admin.name}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(control(page, 'Browse Other Groups')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/join-group signed out');
    await screenshot(page, 'join-group-1280', { fullPage: true });
    if (SHOTS_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'join-group-390', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.getByRole('button', { name: 'Join Group' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('pending_group_join'))).toBe(group.id);
    // above the form: the group signing up will join, and who created it
    const joining = page.getByRole('region', { name });
    await expect(joining.getByText(`Created by ${admin.name}`)).toBeVisible();
    await expect(joining.getByText('One chapter a night, together.')).toBeVisible();

    const visitor = newPerson('group-visitor');
    await openSignUp(page);
    await submitSignUp(page, {
      name: visitor.name,
      email: visitor.email,
      password: visitor.password,
      confirmPassword: visitor.password,
    });
    await expect(page.getByText("Welcome! You've been automatically added to the group.")).toBeVisible();
    // decision 068: in the group, with no tap after signing up
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pending_group_join'))).toBeNull();

    await page.goto('/groups');
    const mine = page.getByRole('tabpanel').getByRole('link', { name });
    await expect(mine).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Groups (1)' })).toBeVisible();

    // the link now leads to the group itself
    await page.goto(`/join-group/${group.id}`);
    await expect(page.getByText('2 members', { exact: true })).toBeVisible();
    await control(page, 'Go to Group').click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  });

  test('a signed-in person joins from the link and goes to the group', async ({ page }) => {
    const admin = await givenSomeoneElse('group-admin');
    const name = `${uniqueWord()} Cyclists`;
    const group = await givenGroup(admin, { name });
    await admin.request.dispose();

    await givenPerson(page, 'group-joiner');
    await page.goto(`/join-group/${group.id}`);
    await expect(page.getByText('Public', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/join-group signed in');
    await page.getByRole('button', { name: 'Join Group' }).click();
    await expect(page.getByText(`You've successfully joined ${name}!`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  });

  test('an unknown group says so and leads to the list', async ({ page }) => {
    await givenPerson(page, 'group-lost');
    await page.goto('/join-group/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Group not found')).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
  });

  test('the group list asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/groups');
    await expect(page.getByText('Please sign in to view groups.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/groups signed out');
    await screenshot(page, 'groups-signed-out-1280');
    await control(page, 'Sign In').click();
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  });
});
