import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, givenJoined, givenPerson, newApiClient } from './support/challenges';
import { field } from './support/controls';
import { newPerson, type Person, givenSignedUp } from './support/people';

// product-rules.md#find-users (2 characters, 300 ms, 10 results) and decision 015: a name fragment or a complete
// e-mail address finds a person, who is shown without their address; Connect invites them to a challenge.

/** A word nobody else in the run has in their name, so a search for part of it finds exactly one person. */
function uniqueWord(): string {
  return Array.from(randomBytes(8), (byte) => 'abcdefghijklmnopqrstuvwxyz'[byte % 26]).join('');
}

async function search(page: Page, text: string) {
  await field(page, 'Search by name or email address').fill(text);
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.describe('Find Users', () => {
  test('a person finds another by name or complete address and invites them to a challenge', async ({
    page,
    browser,
  }) => {
    // B, the person to be found, signs up in their own browser
    const word = uniqueWord();
    const invitee: Person = {
      ...newPerson('findme'),
      name: `Marlowe ${word[0]!.toUpperCase()}${word.slice(1)}`,
    };
    const inviteePage = await (await browser.newContext()).newPage();
    await givenSignedUp(inviteePage.request, appOrigin(), invitee);
    const sharedChallenge = await givenChallenge(inviteePage, { title: 'Already Together Sprint' });

    // A has a challenge of their own and is in B's
    await givenPerson(page, 'finder');
    await givenChallenge(page, { title: 'Connect Sprint' });
    await givenJoined(page, sharedChallenge.id);

    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Find Users' }).click();
    await expect(page).toHaveURL(/\/search-users$/);
    await expect(page.getByRole('heading', { name: 'Find Users', level: 1 })).toBeVisible();

    // a fragment of the name finds B, shown by name only
    await search(page, word.slice(1, 6));
    await expect(results(page).getByRole('button', { name: invitee.name })).toBeVisible();
    await expect(page.getByText(invitee.email)).toHaveCount(0);

    // a fragment of the address finds nobody; the complete address finds B
    await search(page, invitee.email.split('@')[0]!);
    await expect(page.getByText('No users found')).toBeVisible();
    await search(page, invitee.email);
    await expect(results(page).getByRole('button', { name: invitee.name })).toBeVisible();
    await expect(page.getByText(invitee.email)).toHaveCount(0);

    await results(page).getByRole('button', { name: invitee.name }).click();
    const card = page.getByRole('region', { name: 'Selected user' });
    await expect(card.getByText(invitee.name)).toBeVisible();
    // the header link's tooltip fades out after the pointer left it; axe reads a half-faded one as low contrast
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/search-users with a selected person');

    // inviting B to a challenge B is already in: the server's reason
    await card.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('menuitem', { name: 'Already Together Sprint' }).click();
    await expect(page.getByText('Failed to send invitation', { exact: true })).toBeVisible();
    await expect(page.getByText('User is already a participant in this challenge')).toBeVisible();

    await card.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('menuitem', { name: 'Connect Sprint' }).click();
    await expect(page.getByText('Invitation Sent', { exact: true })).toBeVisible();
    // named, never by the address the viewer must not learn (decision 062)
    await expect(page.getByText(`Invitation sent to ${invitee.name}`)).toBeVisible();

    // B hears about it in the app: the bell's badge, and the invitation in its popover
    await inviteePage.goto('/dashboard');
    const bell = inviteePage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const popover = inviteePage.getByRole('dialog');
    await expect(popover.getByText('Challenge Invitation')).toBeVisible();
    await expect(popover.getByText('invited you to join "Connect Sprint"')).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  });

  test('someone with no challenge to invite to is offered to create one', async ({ page }) => {
    const word = uniqueWord();
    const other: Person = { ...newPerson('lonely'), name: `Peregrine ${word}` };
    const otherSide = await newApiClient();
    await givenSignedUp(otherSide.request, appOrigin(), other);
    await otherSide.request.dispose();

    await givenPerson(page, 'no-challenges');
    await page.goto('/search-users');
    await search(page, word);
    await results(page).getByRole('button', { name: other.name }).click();
    await page
      .getByRole('region', { name: 'Selected user' })
      .getByRole('button', { name: 'Connect' })
      .click();
    await expect(page.getByText('You have no active or upcoming challenges to invite to.')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Create a challenge' }).click();
    await expect(page).toHaveURL(/\/create$/);
  });
});
