import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { givenGroup, uniqueWord } from './support/groups';

// Decision 062: a group's admin adds an existing challenge they organize from the group's Add Challenge.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a group admin adds one of their challenges to the group at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await givenPerson(page, 'adopter');
    const word = uniqueWord();
    const group = await givenGroup(page, { name: `${word} Walkers` });
    await givenChallenge(page, {
      title: `${word} Evening Walks`,
      startDate: journeyDate(2),
      endDate: journeyDate(15),
    });
    // an ended one is not offered
    await givenChallenge(page, {
      title: `${word} Old Walks`,
      startDate: journeyDate(-30),
      endDate: journeyDate(-17),
    });

    await page.goto(`/groups/${group.id}`);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    await expect(page.getByText('No challenges yet')).toBeVisible();
    // from the empty card: 1 tap to open, 1 to add
    await page.getByRole('button', { name: 'Add one of yours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add one of your challenges' });
    await expect(dialog.getByText(`${word} Evening Walks`)).toBeVisible();
    await expect(dialog.getByText(`${word} Old Walks`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `adopt dialog at ${viewport.width} px`);
    await dialog.getByRole('button', { name: `Add ${word} Evening Walks` }).click();

    await expect(page.getByText(`"${word} Evening Walks" added to ${word} Walkers`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = page.getByRole('heading', { name: `${word} Evening Walks` });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page, `group with an adopted challenge at ${viewport.width} px`);

    // nothing left to add: the menu's way in says so
    await page.getByRole('button', { name: 'Add Challenge' }).click();
    await page.getByRole('menuitem', { name: 'Add one of yours' }).click();
    await expect(dialog.getByText('You have no challenge to add', { exact: false })).toBeVisible();
  });
}
