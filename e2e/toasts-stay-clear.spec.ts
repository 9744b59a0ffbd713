import { expect, type Locator, test } from '@playwright/test';
import { openSignUp, submitSignUp } from './support/auth-form';
import { expectNoSeriousA11yViolations, transitionsSettled } from './support/axe';
import { givenChallenge, givenPerson, givenSomeoneElse } from './support/challenges';
import { DESKTOP, PHONE } from './support/pages';
import { newPerson } from './support/people';
import { FULL_BROWSER } from './support/full-browser';
import { screenshot } from './support/screenshots';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Where an element's text is drawn (a heading's box spans the line, its words only part of it). */
const textBoxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

// Toasts at the top under the header (decision 061) and what opens or sits there at the same moment.
test.describe('Toasts stay clear of the dialog and the title of their moment', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(
      `the push prompt after a first check-in is not under its milestone toast, at ${viewport.width} px`,
      { tag: FULL_BROWSER },
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await givenPerson(page, 'toast-prompt');
        const challenge = await givenChallenge(page, { title: 'Evening Stretch' });
        await page.goto(`/challenge/${challenge.id}`);
        await page.getByRole('button', { name: 'Met goal' }).click();

        const toast = page
          .getByRole('alert')
          .filter({ hasText: 'Check-in recorded successfully for today!' });
        const prompt = page.getByRole('dialog', { name: 'Get your reminders on this device?' });
        await expect(toast).toBeVisible();
        await expect(prompt).toBeVisible();
        // measured at once: a toast closes by itself after a few seconds, sooner than a busy machine takes a picture
        expect(overlap(await boxOf(toast), await boxOf(prompt))).toBe(false);
        await transitionsSettled(page);
        await screenshot(page, `push-prompt-and-toast-${viewport.width}`);
        // the prompt's first line and its buttons are there to read and tap
        await expect(prompt.getByText('Get your reminders on this device?')).toBeInViewport();
        await expect(prompt.getByRole('button', { name: 'Turn on' })).toBeInViewport();
        await expectNoSeriousA11yViolations(page, `push prompt beside a toast at ${viewport.width} px`);
      },
    );

    test(`after signing up from a join link the welcome toasts leave the challenge's title readable, at ${viewport.width} px`, async ({
      page,
    }) => {
      const organizer = await givenSomeoneElse('toast-organizer');
      const challenge = await givenChallenge(organizer, { title: 'Share Link Sprint' });
      await organizer.request.dispose();
      await page.setViewportSize(viewport);
      await page.goto(`/join-challenge/${challenge.id}`);
      await expect(page).toHaveURL(/\/auth$/);
      const visitor = newPerson('toast-visitor');
      await openSignUp(page);
      await submitSignUp(page, {
        name: visitor.name,
        email: visitor.email,
        password: visitor.password,
        confirmPassword: visitor.password,
      });

      const title = page.getByRole('heading', { level: 1, name: 'Share Link Sprint' });
      const joined = page
        .getByRole('alert')
        .filter({ hasText: "Welcome! You've been automatically added to the challenge." });
      await expect(joined).toBeVisible();
      await expect(title).toBeVisible();
      // every toast measured in one go, at once: each closes by itself after a few seconds
      const toasts = await page
        .getByRole('alert')
        .evaluateAll((alerts) => alerts.map((alert) => alert.getBoundingClientRect().toJSON() as Box));
      const titleText = await textBoxOf(title);
      expect(toasts.length).toBeGreaterThan(0);
      for (const toast of toasts) expect(overlap(toast, titleText)).toBe(false);
      await transitionsSettled(page);
      await screenshot(page, `join-toasts-${viewport.width}`);
      await expectNoSeriousA11yViolations(page, `joined from a link, toasts shown, at ${viewport.width} px`);
    });
  }
});
