import { expect, test } from '@playwright/test';
import type { GroupChallenge } from '#shared/groups/groups.types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, journeyDate, newApiClient, type SignedIn } from './support/challenges';
import { bell, field, pathOf } from './support/controls';
import { pickDate } from './support/date-picker';
import { givenGroup, givenJoinedGroup, uniqueWord } from './support/groups';
import { newPerson, type Person, givenSignedUp } from './support/people';
import { screenshot } from './support/screenshots';

// product-rules.md#groups (Add Challenge), "Create challenge" with groupId, "Participants tab" (the Group tab),
// #group-messages the group-scoped create and add-from-group toasts, #notification-types the 'Added to Challenge'
// notification.

/** A person with a name nobody else in the run has, so toasts and lists naming them are unambiguous. */
async function signUp(page: SignedIn, firstName: string): Promise<Person> {
  const person = { ...newPerson('group-challenge'), name: `${firstName} ${uniqueWord()}` };
  await givenSignedUp(page.request, appOrigin(), person);
  return person;
}

/** The id of the person signed in on `page` (a page or an API client). */
async function idOf(page: SignedIn): Promise<string> {
  const session = await page.request.get(`${appOrigin()}/api/auth/get-session`);
  return ((await session.json()) as { user: { id: string } }).user.id;
}

/** A public group of `admin`'s with `member` in it, and a challenge of the admin's in the group. */
async function givenAGroupChallenge(admin: SignedIn, member: SignedIn) {
  const group = await givenGroup(admin, { name: `Walkers ${uniqueWord()}`, privacy: 'public' });
  await givenJoinedGroup(member, group.id);
  const challenge = await givenChallenge(admin, { title: 'Group Walking Fortnight', groupId: group.id });
  return { group, challenge };
}

test('a group admin creates a challenge in the group from its Challenges tab', async ({ page }) => {
  await signUp(page, 'Ada');
  const group = await givenGroup(page, { name: `Walkers ${uniqueWord()}`, privacy: 'public' });

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
});

test("the organizer adds a group member from the challenge's Group tab, at 1280 and 390 px", async ({
  page,
}) => {
  const admin = await signUp(page, 'Ada');
  const memberSide = await newApiClient();
  const member = await signUp(memberSide, 'Mira');
  const { challenge } = await givenAGroupChallenge(page, memberSide);

  // the organizer's Group tab lists the group's members
  await page.goto(`/challenge/${challenge.id}`);
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
  await memberSide.request.dispose();
});

test('a member added to a group challenge is told in the bell, and the notification opens it', async ({
  page,
}) => {
  const adminSide = await newApiClient();
  await signUp(adminSide, 'Ada');
  await signUp(page, 'Mira');
  const { challenge } = await givenAGroupChallenge(adminSide, page);
  const added = await adminSide.request.post(`${appOrigin()}/api/challenges/${challenge.id}/group-members`, {
    headers: { origin: appOrigin() },
    data: { userId: await idOf(page) },
  });
  expect(added.status(), `add the member: ${await added.text()}`).toBe(201);

  await page.goto('/dashboard');
  await bell(page).click();
  const notice = page
    .getByRole('dialog')
    .getByRole('button', { name: /Added to Challenge/ })
    .first();
  await expect(notice).toContainText('You have been added to the challenge "Group Walking Fortnight"');
  await notice.click();
  await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);
  await expect(page.getByRole('heading', { name: 'Group Walking Fortnight', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
  await adminSide.request.dispose();
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
