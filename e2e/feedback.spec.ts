import { expect, test } from '@playwright/test';
import type { FeedbackInput } from '#shared/feedback/feedback.schemas';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenChallenge,
  givenPerson,
  givenSomeoneElse,
  type SignedIn,
} from './support/challenges';
import { field, pathOf } from './support/controls';
import { givenConfirmedAddress, FEEDBACK_ADMIN_EMAIL, givenAdmin } from './support/forum';
import { uniqueWord } from './support/groups';
import { screenshot } from './support/screenshots';

// product-rules.md#challenge-page (the floating feedback button), #feedback-dialog feedback, #feedback-dialog (title
// required after trimming; category default feature, rating default 5), #feedback-dialog toasts. Site administrators
// (ADMIN_EMAILS, confirmed address) read what was sent under Submitted Feedback; anyone else is refused. The sender's
// and the administrator's parts are journeys of their own; the sender of the second acts through the API (issue 25).

const DESCRIPTION = 'The check-in button\nis hard to find.';

/** The feedback of these journeys: a bug rated 4, its title trimmed, its description's line break kept. */
const feedbackAbout = (word: string): FeedbackInput => ({
  category: 'bug',
  rating: 4,
  title: `${word} check-in button`,
  description: DESCRIPTION,
});

/** Sends feedback as the person the page is signed in as, as the dialog does. */
async function givenFeedback(page: SignedIn, input: FeedbackInput): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/feedback`, {
    headers: { origin: appOrigin() },
    data: input,
  });
  expect(response.status(), `send feedback: ${await response.text()}`).toBe(201);
}

test('feedback is sent from a challenge page (a blank title refused first); its sender may not read the list', async ({
  page,
}) => {
  const word = uniqueWord();
  await givenPerson(page, 'feedback-sender');
  const challenge = await givenChallenge(page, { title: `${word} Sprint` });

  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByRole('heading', { name: challenge.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  // the defaults: a feature request rated 5
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Feature Request');
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'feedback dialog at 1280 px');
  await screenshot(page, 'feedback-dialog-1280');

  // a blank title: refused with the spec's words, nothing sent, the title marked and focused
  // what the dialog sends is what the administrator's journey sends through the API
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') {
      sent.push(request.postDataJSON());
    }
  });
  await field(dialog, 'Title').fill('   ');
  await field(dialog, 'Description').fill(DESCRIPTION);
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Title Required' });
  await expect(refusal).toContainText('Please provide a title for your feedback.');
  await expect(field(dialog, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Title')).toBeFocused();
  expect(sent).toEqual([]);

  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Bug Report' }).click();
  // three stars as a pointer picks them (the radio button under each star is drawn by its label), then one more
  // from the keyboard, as in any radio group
  const stars = (count: number) => dialog.getByRole('radio', { name: `${count} stars` });
  await dialog.locator(`label[for="${await stars(3).getAttribute('id')}"]`).click();
  await expect(stars(3)).toBeChecked();
  await stars(3).focus();
  await page.keyboard.press('ArrowRight');
  await expect(stars(4)).toBeChecked();
  await field(dialog, 'Title').fill(`  ${word} check-in button  `);
  await expect(stars(4)).toBeChecked();
  await expect(field(dialog, 'Description')).toHaveValue(DESCRIPTION);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'feedback dialog at 390 px');
  await screenshot(page, 'feedback-dialog-390');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback Submitted!')).toBeVisible();
  await expect(page.getByText('Thank you for your feedback. We appreciate your input!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(sent).toEqual([feedbackAbout(word)]);

  // opened again, the dialog starts from the defaults (on a phone the toasts span the screen's width and cover
  // the button until they go: dismissed here rather than waited for)
  // one at a time, the first still there: a toast may close by itself between a count and a click
  await expect(async () => {
    const close = page.getByRole('button', { name: 'Close notification' });
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(field(dialog, 'Title')).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Feature Request');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'challenge page with the feedback button at 390 px');
  await screenshot(page, 'feedback-button-390');

  // the dashboard has the button too
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();

  // someone who is not an administrator is refused the list
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(`${word} check-in button`)).toHaveCount(0);
});

test('an administrator with a confirmed address reads the feedback sent, from Settings → Administration', async ({
  page,
}) => {
  const word = uniqueWord();
  const sender = await givenSomeoneElse('feedback-sender');
  await givenFeedback(sender, feedbackAbout(word));

  await givenAdmin(page, FEEDBACK_ADMIN_EMAIL);
  await givenConfirmedAddress(page, FEEDBACK_ADMIN_EMAIL);
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Administration' })
    .getByRole('link', { name: 'Submitted Feedback' })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/admin/feedback');
  await expect(page.getByRole('heading', { name: 'Submitted Feedback', level: 1 })).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: `${word} check-in button` });
  await expect(entry.getByRole('heading', { name: `${word} check-in button`, exact: true })).toBeVisible();
  await expect(entry.getByText('Bug Report')).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(entry.getByText('The check-in button')).toBeVisible();
  expect(await entry.getByText(/The check-in button/).innerText()).toBe(DESCRIPTION);
  await expect(entry).toContainText(sender.person.name);
  await expect(entry.getByRole('link', { name: sender.person.email })).toHaveAttribute(
    'href',
    `mailto:${sender.person.email}`,
  );
  await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expectNoSeriousA11yViolations(page, 'submitted feedback at 1280 px');
  await screenshot(page, 'admin-feedback-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'submitted feedback at 390 px');
  await screenshot(page, 'admin-feedback-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await sender.request.dispose();
});
