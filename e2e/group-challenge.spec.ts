import { expect, type Page, test } from '@playwright/test';
import type { GroupChallenge } from '#shared/groups/groups.types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, journeyDate, newApiClient, type SignedIn } from './support/challenges';
import { field, pathOf } from './support/controls';
import { pickDate } from './support/date-picker';
import { givenGroup, givenJoinedGroup, uniqueWord } from './support/groups';
import { newPerson, type Person, givenSignedUp } from './support/people';
import { screenshot } from './support/screenshots';

// product-rules.md#groups (Add Challenge), "Create challenge" with groupId, "Participants tab" (the Group tab),
// #group-messages the group-scoped create and add-from-group toasts, #notification-types the 'Added to Challenge'
// notification.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A person with a name nobody else in the run has, so toasts and lists naming them are unambiguous. */
async function signUp(page: SignedIn, firstName: string): Promise<Person> {
  const person = { ...newPerson('group-challenge'), name: `${firstName} ${uniqueWord()}` };
  await givenSignedUp(page.request, appOrigin(), person);
  return person;
}

test('a group admin creates a challenge in the group and adds a member from the Group tab', async ({
  page,
  browser,
}) => {
  const admin = await signUp(page, 'Ada');
  const group = await givenGroup(page, { name: `Walkers ${uniqueWord()}`, privacy: 'public' });
  const memberPage = await (await browser.newContext()).newPage();
  const member = await signUp(memberPage, 'Mira');
  await givenJoinedGroup(memberPage, group.id);

  // Add Challenge on the group's Challenges tab opens creation with the group's id
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await page.getByRole('button', { name: 'Add Challenge' }).click();
  await page.getByRole('menuitem', { name: 'Create a new challenge' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/create?groupId=${group.id}`);
  await expect(page.getByRole('heading', { name: 'Create a Challenge' })).toBeVisible();

  await field(page, 'Title').fill('Group Walking Fortnight');
  await field(page, 'Description').fill('Walk every day with the whole group.');
  await field(page, 'Rules').fill('Walk at least twenty minutes\nCheck in daily');
  await pickDate(page, 'Start date', journeyDate(0));
  await pickDate(page, 'End date', journeyDate(13));
  await page.getByRole('button', { name: 'Create Challenge' }).click();

  // back on the group, with the spec's toast, and the challenge in the group's list
  await expect(page.getByText('Challenge created and added to group successfully')).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^/groups/${group.id}`));
  const listed = await page.request.get(`${appOrigin()}/api/groups/${group.id}/challenges`);
  const [challenge] = (await listed.json()) as GroupChallenge[];
  expect(challenge).toMatchObject({ title: 'Group Walking Fortnight', participantCount: 1 });

  // the organizer's Group tab lists the group's members
  await page.goto(`/challenge/${challenge!.id}`);
  await page.getByRole('tab', { name: 'Participants' }).click();
  await page.getByRole('tab', { name: 'Group', exact: true }).click();
  const groupPanel = page.getByRole('tabpanel', { name: 'Group', exact: true });
  const adminRow = groupPanel.getByRole('listitem').filter({ hasText: admin.name });
  const memberRow = groupPanel.getByRole('listitem').filter({ hasText: member.name });
  await expect(adminRow.getByText('Participant', { exact: true })).toBeVisible();
  await expect(memberRow.getByRole('button', { name: `Add ${member.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Group tab at 1280 px');
  await groupPanel.scrollIntoViewIfNeeded();
  await screenshot(page, 'group-tab-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await groupPanel.scrollIntoViewIfNeeded();
  await expect(memberRow.getByRole('button', { name: `Add ${member.name}` })).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'the Group tab at 390 px');
  await screenshot(page, 'group-tab-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // adding the member: a toast naming them, and they are now a participant
  await memberRow.getByRole('button', { name: `Add ${member.name}` }).click();
  await expect(page.getByText(`${member.name} added to the challenge`)).toBeVisible();
  await expect(memberRow.getByText('Participant', { exact: true })).toBeVisible();
  await expect(page.getByText('2 participants', { exact: true }).first()).toBeVisible();

  // the member is told in the bell, and the notification opens the challenge they are now in
  await memberPage.goto('/dashboard');
  await bell(memberPage).click();
  const notice = memberPage
    .getByRole('dialog')
    .getByRole('button', { name: /Added to Challenge/ })
    .first();
  await expect(notice).toContainText('You have been added to the challenge "Group Walking Fortnight"');
  await notice.click();
  await expect.poll(() => pathOf(memberPage)).toBe(`/challenge/${challenge!.id}`);
  await expect(
    memberPage.getByRole('heading', { name: 'Group Walking Fortnight', exact: true }),
  ).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
  await memberPage.context().close();
});

test('a failed group-scoped creation says why, and Cancel goes back to the group', async ({ page }) => {
  const ownerSide = await newApiClient();
  await signUp(ownerSide, 'Otto');
  const group = await givenGroup(ownerSide, { name: `Readers ${uniqueWord()}`, privacy: 'public' });
  await ownerSide.request.dispose();
  // a plain member may not add challenges
  await signUp(page, 'Pia');
  await givenJoinedGroup(page, group.id);

  await page.goto(`/challenges/create?groupId=${group.id}`);
  await field(page, 'Title').fill('Not Allowed Here');
  await field(page, 'Description').fill('A member tries to add a challenge to the group.');
  await field(page, 'Rules').fill('Read twenty pages\nCheck in daily');
  await pickDate(page, 'Start date', journeyDate(0));
  await pickDate(page, 'End date', journeyDate(13));
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(page.getByText('Only group admins and moderators can add challenges.')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/challenges/create?groupId=${group.id}`);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^/groups/${group.id}`));
});
