import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, newApiClient, type SignedIn } from './support/challenges';
import { closeMenuWithEscape, field } from './support/controls';
import { pngFile } from './support/group-posts';
import { givenMemberRole, givenGroup, givenJoinedGroup, uniqueWord } from './support/groups';
import { newPerson, type Person, givenSignedUp } from './support/people';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#groups detail (admin menu, Edit Group with the cover image, Invite Members, Leave Group, Members
// tab), #group-roles member management, #group-roles group roles, #group-messages toasts, #display-formats-and-toasts
// the copy confirmation resets after 2 s. Each journey sets up its group and people through the API and drives in the
// browser only what it is about.

async function signUpAs(page: SignedIn, label: string, name: string): Promise<Person> {
  const person: Person = { ...newPerson(label), name };
  await givenSignedUp(page.request, appOrigin(), person);
  return person;
}

/** A page of its own (another person's browser). */
const otherPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** 'Ada <word>' signed in on `page` and admin of '<word> Runners', which 'Marlowe <word>' (on `memberPage`) joined. */
async function groupWithMember(page: SignedIn, memberPage: SignedIn, word: string) {
  const admin = await signUpAs(page, 'group-admin', `Ada ${word}`);
  const member = await signUpAs(memberPage, 'group-admin-member', `Marlowe ${word}`);
  const group = await givenGroup(page, {
    name: `${word} Runners`,
    description: 'We run together three mornings a week.',
  });
  await givenJoinedGroup(memberPage, group.id);
  return { admin, member, group };
}

const memberRow = (page: Page, name: string) =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });

test.describe('Group administration', () => {
  test('an admin is refused leaving and makes a member a moderator', async ({ page }) => {
    const word = uniqueWord();
    const memberSide = await newApiClient();
    const { admin, member, group } = await groupWithMember(page, memberSide, word);
    await memberSide.request.dispose();

    await page.goto(`/groups/${group.id}`);
    await expect(page.getByRole('heading', { name: `${word} Runners`, level: 1 })).toBeVisible();
    await expect(page.getByText('2 members')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, 'group detail as admin');

    // an admin cannot leave: the server's refusal, in the spec's words
    await page.getByRole('button', { name: 'Leave Group' }).click();
    await expect(page.getByText('Cannot Leave', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.',
      ),
    ).toBeVisible();
    await expectToastAndClose(page, 'Cannot Leave');
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));

    // the member menu: the admin makes the member a moderator; their own row has no menu (the only admin)
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\?tab=members$/);
    await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(memberRow(page, member.name)).toContainText('Member');
    await expect(memberRow(page, admin.name)).toContainText('Admin');
    await expect(memberRow(page, admin.name).getByRole('button')).toHaveCount(0);
    await memberRow(page, member.name)
      .getByRole('button', { name: `Manage ${member.name}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Make Admin' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Make Moderator' }).click();
    await expectToastAndClose(page, `${member.name}'s role has been changed to moderator`);
    await expect(memberRow(page, member.name)).toContainText('Moderator');

    await screenshot(page, 'group-detail-admin-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'group detail as admin at 390 px');
    await screenshot(page, 'group-detail-admin-390', { fullPage: true });
  });

  test('a moderator adds a newcomer found by search, not twice, and may not make an admin', async ({
    page,
  }) => {
    const word = uniqueWord();
    const adminSide = await newApiClient();
    const { admin, member, group } = await groupWithMember(adminSide, page, word);
    await givenMemberRole(adminSide, group.id, member.name, 'moderator');
    await adminSide.request.dispose();
    const newcomerSide = await newApiClient();
    const newcomer = await signUpAs(newcomerSide, 'group-admin-newcomer', `Neve ${word}`);
    await newcomerSide.request.dispose();

    // the moderator (on `page`) sees the admin's row without a menu, only Report (decision 085)
    await page.goto(`/groups/${group.id}?tab=members`);
    await expect(memberRow(page, admin.name)).toContainText('Admin');
    await expect(memberRow(page, admin.name).getByRole('button')).toHaveAccessibleName('Report');
    await page.getByRole('button', { name: 'Add Members' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Members' });
    await field(addDialog, 'Find people to add').fill(`Neve ${word}`);
    await addDialog
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: newcomer.name })
      .click();
    await expectNoSeriousA11yViolations(page, 'Add Members dialog');
    await addDialog.getByRole('button', { name: 'Add Member' }).click();
    await expectToastAndClose(page, 'Member added successfully');
    await expect(addDialog).toHaveCount(0);
    await expect(memberRow(page, newcomer.name)).toContainText('Member');

    // adding them again is refused
    await page.getByRole('button', { name: 'Add Members' }).click();
    await field(addDialog, 'Find people to add').fill(`Neve ${word}`);
    await addDialog
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: newcomer.name })
      .click();
    await addDialog.getByRole('button', { name: 'Add Member' }).click();
    await expectToastAndClose(page, 'User is already a member of this group');

    // a moderator may not make an admin
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await memberRow(page, newcomer.name)
      .getByRole('button', { name: `Manage ${newcomer.name}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Make Moderator' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Make Admin' })).toHaveCount(0);
  });

  test('an admin renames the group and gives it a cover image; the name is required', async ({ page }) => {
    const word = uniqueWord();
    await signUpAs(page, 'group-admin', `Ada ${word}`);
    const group = await givenGroup(page, { name: `${word} Runners` });

    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Group settings' }).click();
    await page.getByRole('menuitem', { name: 'Edit Group' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Group' });
    await field(editDialog, 'Group name').fill('');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog.getByText('Group name is required')).toBeVisible();
    // a new name and a cover image are saved together
    await field(editDialog, 'Group name').fill(`${word} Trail Runners`);
    const chooser = page.waitForEvent('filechooser');
    await editDialog.getByRole('button', { name: 'Upload cover image' }).click();
    await (await chooser).setFiles(await pngFile('cover.png', '#e8590c'));
    await expect(editDialog.getByRole('img', { name: `New cover image of ${word} Runners` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Edit Group dialog');
    await screenshot(page, 'group-edit-dialog-1280');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Group updated successfully')).toBeVisible();
    await expect(editDialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `${word} Trail Runners`, level: 1 })).toBeVisible();
    const cover = page.getByRole('img', { name: `Cover image of ${word} Trail Runners` });
    await expect(cover).toHaveAttribute('src', /^\/api\/files\//);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('an admin copies the invite link, with a confirmation that resets after 2 s', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const word = uniqueWord();
    await signUpAs(page, 'group-admin', `Ada ${word}`);
    const group = await givenGroup(page, { name: `${word} Runners` });

    // the link on the site's own origin
    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Invite Members' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite Members' });
    const link = `${appOrigin()}/join-group/${group.id}`;
    await expect(inviteDialog.getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    await inviteDialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(inviteDialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(inviteDialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
    await expectNoSeriousA11yViolations(page, 'Invite Members dialog');
    await inviteDialog.getByRole('button', { name: 'Close' }).click();
    await expect(inviteDialog).toHaveCount(0);
  });

  test('the Challenges tab offers both ways to create one, then lists the group challenge', async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUpAs(page, 'group-admin', `Ada ${word}`);
    const group = await givenGroup(page, { name: `${word} Runners` });
    await page.setViewportSize({ width: 390, height: 844 });

    // empty at first, with both ways to create one for the group; then the linked challenge
    await page.goto(`/groups/${group.id}`);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    await expect(page.getByText('No challenges yet')).toBeVisible();
    const createPath = `/create?groupId=${group.id}`;
    await expect(page.getByRole('link', { name: 'Create First Challenge' })).toHaveAttribute(
      'href',
      createPath,
    );
    // Add Challenge offers creating one or adding one of the admin's own (decision 062)
    await page.getByRole('button', { name: 'Add Challenge' }).click();
    await expect(page.getByRole('menuitem', { name: 'Create a new challenge' })).toHaveAttribute(
      'href',
      createPath,
    );
    await expect(page.getByRole('menuitem', { name: 'Add one of yours' })).toBeVisible();
    await closeMenuWithEscape(page);
    await givenChallenge(page, { title: `${word} Hill Sprints`, groupId: group.id });
    await page.reload();
    await expect(page.getByRole('heading', { name: `${word} Hill Sprints` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create First Challenge' })).toHaveCount(0);
    await screenshot(page, 'group-challenges-390', { fullPage: true });
  });

  test('an admin deletes the group after a confirmation; its members can no longer open it', async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const memberPage = await otherPage(browser);
    const { group } = await groupWithMember(page, memberPage, word);

    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Group settings' }).click();
    await page.getByRole('menuitem', { name: 'Delete Group' }).click();
    await page
      .getByRole('dialog', { name: 'Delete group' })
      .getByRole('button', { name: 'Delete Group' })
      .click();
    await expect(page.getByText('Group deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
    await memberPage.goto(`/groups/${group.id}`);
    await expect(memberPage.getByText('Failed to load group details')).toBeVisible();
    await expect(memberPage).toHaveURL(/\/groups$/);
  });

  test('a member leaves after confirming', async ({ page }) => {
    const word = uniqueWord();
    const adminSide = await newApiClient();
    await signUpAs(adminSide, 'group-leave-admin', `Ada ${word}`);
    const group = await givenGroup(adminSide, { name: `${word} Swimmers` });
    await adminSide.request.dispose();
    await signUpAs(page, 'group-leaver', `Lee ${word}`);
    await givenJoinedGroup(page, group.id);

    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Leave Group' }).click();
    await page
      .getByRole('dialog', { name: 'Leave group' })
      .getByRole('button', { name: 'Leave Group' })
      .click();
    await expect(page.getByText('Left group successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);
  });
});
