import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenPerson, givenSomeoneElse, newApiClient } from './support/challenges';
import { bell, field } from './support/controls';
import { givenGroup, uniqueWord } from './support/groups';
import { newPerson, type Person, givenSignedUp } from './support/people';
import { screenshot } from './support/screenshots';

// product-rules.md#groups (list, Create Group dialog, tabs, rank badges), #groups, #group-messages,
// "Group list" (join), #notification-types the 'group created' notification. The creator's and the member's parts are
// journeys of their own; the other person acts through the API (issue 25).

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const card = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('link', { name }) });

test.describe('Creating a group', () => {
  test('a person creates a group with a member found by search', async ({ page }) => {
    const word = uniqueWord();
    const groupName = `${word} Runners`;
    // B, the member to be added, found by a part of their name
    const member: Person = { ...newPerson('group-member'), name: `Marlowe ${word}` };
    const memberClient = await newApiClient();
    await givenSignedUp(memberClient.request, appOrigin(), member);

    await givenPerson(page, 'group-creator');
    await page.goto('/groups');
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await expect(tab(page, /^My Groups \(0\)$/)).toBeVisible();
    await expect(tab(page, /^Discover \(Top 10\)$/)).toBeVisible();
    await expect(page.getByText("You haven't joined any groups yet.", { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/groups with no groups');

    await page.getByRole('button', { name: 'Create Group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(dialog.getByText('Group name is required')).toBeVisible();

    await field(dialog, 'Group name').fill(groupName);
    await field(dialog, 'Description').fill('We run together three mornings a week.');
    await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
    await field(dialog, 'Add members (optional)').fill(word.slice(1, 6));
    await dialog
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: member.name })
      .click();
    await expect(dialog.getByRole('list', { name: 'Selected (1)' })).toContainText(member.name);
    await expectNoSeriousA11yViolations(page, 'Create Group dialog');
    await screenshot(page, 'create-group-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'create-group-dialog-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByText('Group created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
    // the member found by search is in it (their own journey below is told of it)
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(member.name, { exact: true })).toBeVisible();
    await memberClient.request.dispose();
  });

  test('a member added to a new group is told in the bell, and finds it under My Groups with their role', async ({
    page,
  }) => {
    const groupName = `${uniqueWord()} Runners`;
    await givenPerson(page, 'group-member');
    const session = await page.request.get(`${appOrigin()}/api/auth/get-session`);
    const { user } = (await session.json()) as { user: { id: string } };
    const creator = await givenSomeoneElse('group-creator');
    const group = await givenGroup(creator, {
      name: groupName,
      description: 'We run together three mornings a week.',
      memberIds: [user.id],
    });

    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
    await bell(page).click();
    const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Added to Group' });
    await expect(item).toContainText(`You have been added to the group "${groupName}"`);
    await item.getByText('Added to Group').click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));

    await page.goto('/groups');
    await expect(tab(page, /^My Groups \(1\)$/)).toBeVisible();
    const mine = card(page, groupName);
    await expect(mine).toContainText('Member');
    await expect(mine).toContainText('Public');
    await expect(mine).toContainText('2 members');
    await creator.request.dispose();
  });

  test('a person searches and discovers public groups, and joins one from its card', async ({ page }) => {
    const word = uniqueWord();
    const owner = await givenSomeoneElse('group-owner');
    await givenGroup(owner, {
      name: `${word} Readers`,
      description: 'Twenty pages of a book a day.',
    });
    await givenGroup(owner, {
      name: `Quiet ${word} Circle`,
      description: 'Hidden from the list.',
      privacy: 'private',
    });
    await givenGroup(owner, { name: 'Evening Swimmers', description: `Laps for ${word} fans.` });
    await owner.request.dispose();

    await givenPerson(page, 'group-seeker');
    await page.goto('/groups?tab=discover');
    await expect(tab(page, /^Discover \(Top 10\)$/)).toHaveAttribute('aria-selected', 'true');

    // the search matches a name or a description; a private group is never discovered
    await page.getByRole('searchbox', { name: 'Search groups' }).fill(word);
    await expect(card(page, `${word} Readers`)).toBeVisible();
    await expect(card(page, 'Evening Swimmers')).toBeVisible();
    await expect(page.getByRole('link', { name: `Quiet ${word} Circle` })).toHaveCount(0);
    await expect(page.getByText(/^Rank\s*#1$/).first()).toBeAttached();
    await expectNoSeriousA11yViolations(page, '/groups Discover with results');
    await screenshot(page, 'groups-discover-1280', { fullPage: true });

    await card(page, `${word} Readers`)
      .getByRole('button', { name: `Join ${word} Readers` })
      .click();
    await expect(page.getByText(`You've successfully joined ${word} Readers!`)).toBeVisible();
    await expect(card(page, `${word} Readers`)).toHaveCount(0);
    await tab(page, /^My Groups/).click();
    await expect(tab(page, /^My Groups \(1\)$/)).toBeVisible();
    await expect(card(page, `${word} Readers`)).toContainText('Member');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'groups-mine-390', { fullPage: true });
    await card(page, `${word} Readers`)
      .getByRole('link', { name: `${word} Readers` })
      .click();
    await expect(page.getByRole('heading', { name: `${word} Readers`, level: 1 })).toBeVisible();
  });
});
