import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { defaultRulesText } from '#shared/challenges/default-rules';
import { i18nFor } from '#server/i18n/i18n-for';
import { expectNoSeriousA11yViolations } from './support/axe';
import { field } from './support/controls';
import { givenCheckIn, givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { pickDate } from './support/date-picker';
import { expectToastAndClose } from './support/toasts';

// Issue 11, item 6: the create form offers each type's own rules, refuses an end on the start day, shows a refused
// field below the sticky header, and a deleted check-in can be undone — on a phone and on a desktop.

const english = i18nFor('en');

async function pickType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Challenge type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new type brings its own rules, and asks before replacing rules the person wrote', async ({
      page,
    }) => {
      await givenPerson(page, 'rules');
      await page.goto('/create');
      const rules = field(page, 'Rules');
      // the default rules of product-rules.md#creating-a-challenge, on the type they belong to
      await expect(rules).toHaveValue(defaultRulesText(english, 'sugar_free'));
      await expect(page.getByRole('combobox', { name: 'Challenge type' })).toHaveValue('Sugar Free');

      // untouched rules follow the type, unasked: a Custom Challenge is not about sugar
      await pickType(page, 'Custom Challenge');
      await expect(rules).toHaveValue(defaultRulesText(english, 'custom'));
      await expect(rules).not.toHaveValue(/sugar/i);
      await pickType(page, 'Exercise');
      await expect(rules).toHaveValue(defaultRulesText(english, 'exercise'));
      await expect(page.getByText(/Replace your rules/)).toHaveCount(0);

      // rules the person wrote stay until they say otherwise
      const own = 'No phone at dinner\nCheck in daily';
      await rules.fill(own);
      await pickType(page, 'Sleep Early');
      await expect(page.getByText('Replace your rules with the Sleep Early rules?')).toBeVisible();
      await expect(rules).toHaveValue(own);
      await expectNoSeriousA11yViolations(page, 'create form offering rules');
      await page.getByRole('button', { name: 'Keep mine' }).click();
      await expect(page.getByText(/Replace your rules/)).toHaveCount(0);
      await expect(rules).toHaveValue(own);

      await pickType(page, 'Fiber Intake');
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
      await expect(rules).toHaveValue(defaultRulesText(english, 'fiber_intake'));
      await expect(rules).toBeFocused();
    });

    test('an end date on the start day is refused with the spec message', async ({ page }) => {
      await givenPerson(page, 'dates');
      const challenge = await givenChallenge(page, {
        title: 'Not Started Yet',
        startDate: journeyDate(3),
        endDate: journeyDate(16),
      });
      await page.goto(`/challenge/${challenge.id}/edit`);
      // the end-date picker offers no day before the start, nor the start day itself
      await field(page, 'End date').click();
      const dropdown = page.getByRole('dialog');
      const month = dropdown.getByRole('button', { name: 'Choose a month' });
      const startMonth = dayjs(journeyDate(3)).format('MMMM YYYY');
      // the picker opens on the end's month
      if ((await month.textContent()) !== startMonth) {
        await dropdown.getByRole('button', { name: 'Previous month' }).click();
        await expect(month).toHaveText(startMonth);
      }
      const day = (offset: number) =>
        dropdown.getByRole('button', { name: dayjs(journeyDate(offset)).format('D MMMM YYYY'), exact: true });
      await expect(day(3)).toBeDisabled();
      await expect(day(4)).toBeEnabled();
      await field(page, 'End date').click();
      await expect(dropdown).toHaveCount(0);

      // moving the start onto the end is refused by the form, and by the server if the form were bypassed
      await pickDate(page, 'Start date', journeyDate(16));
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('End date must be after start date.', { exact: true })).toBeVisible();
      const response = await page.request.patch(`/api/challenges/${challenge.id}`, {
        headers: { origin: new URL(page.url()).origin },
        data: { startDate: journeyDate(16), endDate: journeyDate(16) },
      });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { endDate: 'End date must be after start date.' } },
      });
    });

    test('a refused submit shows the first wrong field below the sticky header, focused', async ({
      page,
    }) => {
      await givenPerson(page, 'scroll');
      await page.goto('/create');
      await field(page, 'Title').fill('Read Every Day');
      await field(page, 'Description').fill('Too short');
      // long rules make a page to scroll through
      const longRules = Array.from({ length: 40 }, (_, line) => `Rule ${line + 1}: read twenty pages`).join(
        '\n',
      );
      await field(page, 'Rules').fill(longRules);
      const descriptionLabel = page.locator('label').filter({ hasText: /^Description\s*\*?$/ });
      // the description just under the header: the browser counts a field there as in view, and focusing it
      // used to leave it hidden under the header
      await page.mouse.wheel(0, (await descriptionLabel.boundingBox())!.y - 10);
      await expect.poll(async () => (await descriptionLabel.boundingBox())!.y).toBeLessThan(40);
      // submitted as the Create button submits, without Playwright first scrolling to the button
      await page.getByRole('form', { name: 'Create a challenge' }).evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
      });

      const description = field(page, 'Description');
      await expect(
        page.getByText('Description must be at least 10 characters.', { exact: true }),
      ).toBeVisible();
      await expect(description).toBeFocused();
      const header = (await page.locator('header').first().boundingBox())!;
      // the label, and so the field below it, is below the header's bottom edge, not under it
      expect((await descriptionLabel.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    });

    test('a deleted check-in comes back, with its note, from Undo in the toast', async ({ page }) => {
      await givenPerson(page, 'undo');
      const challenge = await givenChallenge(page, { title: 'Undo Walks' });
      await page.goto(`/challenge/${challenge.id}`);
      const card = page.getByRole('region', { name: 'Daily Check-in' });
      // scanned with the pointer on 'Met goal': its hover colour keeps the white text readable too (theme.ts)
      await card.getByRole('button', { name: 'Met goal' }).hover();
      await expectNoSeriousA11yViolations(page, 'check-in card, Met goal under the pointer');
      await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true, notes: 'Walked to work.' });
      await page.reload();
      await expect(card.getByText('Walked to work.')).toBeVisible();

      await card.getByRole('button', { name: 'Delete' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Check-in deleted successfully!' });
      // the pointer on the toast holds it (as it would a person's): its 8 s must not run out during a slow scan
      await toast.hover();
      await expect(card.getByRole('button', { name: 'Met goal' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'check-in deleted, with Undo');
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expectToastAndClose(page, 'Check-in restored.');
      await expect(card.getByText('Goal met today')).toBeVisible();
      await expect(card.getByText('Walked to work.')).toBeVisible();
      // it is stored again, not only shown
      await page.reload();
      await expect(card.getByText('Walked to work.')).toBeVisible();

      // an Undo the server refuses says why: the day was checked in again meanwhile (elsewhere), once the delete
      // had freed it (checking in before the delete's answer arrived made that check-in the refused one)
      const deleted = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          response.url().includes('/api/check-ins/') &&
          response.ok(),
      );
      await card.getByRole('button', { name: 'Delete' }).click();
      await toast.hover();
      await deleted;
      await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: false });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /already checked in/i })).toBeVisible();
    });
  });
}
