import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { authFields, expectDashboardFor, SIGN_IN_HEADING, SIGN_UP_HEADING } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, journeyDate, givenPerson, givenSomeoneElse } from './support/challenges';
import { control, field } from './support/controls';
import { invitationLinkTo, givenInvitation } from './support/invitations';
import { newPerson } from './support/people';
import { screenshotsLightAndDark } from './support/screenshots';

// product-rules.md#invitations, #after-sign-in pending_invitation and just_accepted_invitation, #invitation-messages
// and "Invitation page".

async function openEmailTab(page: Page, challengeId: string) {
  await page.goto(`/challenge/${challengeId}`);
  await page.getByRole('tab', { name: 'Participants' }).click();
  await page.getByRole('tab', { name: 'Email' }).click();
}

test.describe('Inviting a friend by e-mail', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a new person opens the e-mailed link, sees who invited them to what, signs up with the address filled in and lands in the challenge, joined, at ${viewport.width} px`, async ({
      page,
      browser,
    }) => {
      const organizerPage = await (await browser.newContext()).newPage();
      const organizer = await givenPerson(organizerPage, 'inviter');
      const challenge = await givenChallenge(organizerPage, {
        title: 'Invitation Sprint',
        description: 'Drink eight glasses of water every single day.',
        startDate: journeyDate(-1),
        endDate: journeyDate(12),
      });
      const invitee = newPerson('invitee');

      // the organizer sends it from the Email tab; a wrong address is refused before anything is sent
      await openEmailTab(organizerPage, challenge.id);
      const email = field(organizerPage, 'Email address');
      await email.fill('not-an-address');
      await organizerPage.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(organizerPage.getByText('Please enter a valid email address.')).toBeVisible();
      await email.fill(invitee.email);
      await organizerPage.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(organizerPage.getByText('Invitation Sent', { exact: true })).toBeVisible();
      // the sender typed the address: the toast names it (decision 062)
      await expect(organizerPage.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
      await expect(email).toHaveValue('');

      // the invitee, signed out, follows the link: sent to sign up with the invitation kept as pending, and told
      // who invited them to what above the form, whose e-mail is the invited address
      await page.setViewportSize(viewport);
      const link = await invitationLinkTo(page.request, invitee.email);
      const token = new URL(link).pathname.split('/').pop()!;
      await page.goto(link);
      await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('pending_invitation'))).toBe(token);
      const invited = page.getByRole('region', { name: 'Invitation Sprint' });
      await expect(invited.getByText(`${organizer.name} invited you to join`)).toBeVisible();
      await expect(invited.getByText('Drink eight glasses of water every single day.')).toBeVisible();
      await expect(
        invited.getByText(`${formatDate(challenge.startDate)} – ${formatDate(challenge.endDate)}`),
      ).toBeVisible();
      const form = authFields(page);
      await expect(form.email).toHaveValue(invitee.email);
      await expectNoSeriousA11yViolations(page, `signed-out invitation at ${viewport.width} px`);
      await screenshotsLightAndDark(page, `firstrun-invitation-${viewport.width}`, {
        fullPage: true,
        inDark: () =>
          expectNoSeriousA11yViolations(page, `signed-out invitation at ${viewport.width} px, dark`),
      });
      // the sign-in form starts with the address too
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
      await expect(form.email).toHaveValue(invitee.email);
      await expect(invited).toBeVisible();
      await page.getByRole('link', { name: 'Sign up' }).click();

      await form.name.fill(invitee.name);
      await form.password.fill(invitee.password);
      await form.confirmPassword.fill(invitee.password);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // decision 062: no second tap — signing up accepted the invitation, and the person is in the challenge, with
      // the app's header; taps from opening the link: none but the sign-up form's own
      await expect(page.getByText('You have successfully joined the challenge!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Invitation Sprint' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
      await expect(page.getByText("You haven't joined this challenge yet")).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('pending_invitation'))).toBeNull();
      await expectNoSeriousA11yViolations(page, `joined from an invitation at ${viewport.width} px`);
      // the dashboard lists it
      await page.goto('/dashboard');
      await expectDashboardFor(page, invitee.firstName);
      const active = page.getByRole('region', { name: 'Active Challenges' });
      await expect(active.getByRole('heading', { name: 'Invitation Sprint' })).toBeVisible();

      // the link works once
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
      await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
    });
  }

  test('a signed-in holder of the link sees the invitation with the app header, accepts and lands in the challenge', async ({
    page,
  }) => {
    const { person: organizer, ...organizerSide } = await givenSomeoneElse('inviter');
    const challenge = await givenChallenge(organizerSide, { title: 'Signed-in Sprint' });
    const invitee = await givenPerson(page, 'holder');
    await givenInvitation(organizerSide, challenge.id, invitee.email);
    await organizerSide.request.dispose();
    const link = await invitationLinkTo(page.request, invitee.email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Signed-in Sprint' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(`Starts ${formatDate(challenge.startDate)}`)).toBeVisible();
    await expect(page.getByText(`Ends ${formatDate(challenge.endDate)}`)).toBeVisible();
    await expect(page.getByText(`Invited by ${organizer.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'invitation page, signed in');

    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(page.getByText('You have successfully joined the challenge!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.id}$`));
    await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
  });

  test('a signed-in person declines an invitation and goes to the dashboard', async ({ page }) => {
    const organizer = await givenSomeoneElse('inviter');
    const challenge = await givenChallenge(organizer, { title: 'Declined Sprint' });
    const invitee = await givenPerson(page, 'decliner');
    await givenInvitation(organizer, challenge.id, invitee.email);
    await organizer.request.dispose();
    const link = await invitationLinkTo(page.request, invitee.email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Declined Sprint' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Invitation declined')).toBeVisible();
    await expectDashboardFor(page, invitee.firstName);
    await expect(page.getByRole('heading', { name: 'Declined Sprint' })).toHaveCount(0);
  });

  test('an invitation cancelled while its page is open cannot be accepted, and says why', async ({
    page,
  }) => {
    const organizer = await givenSomeoneElse('inviter');
    const challenge = await givenChallenge(organizer, { title: 'Withdrawn Sprint' });
    const invitee = await givenPerson(page, 'too-late');
    await givenInvitation(organizer, challenge.id, invitee.email);
    await organizer.request.dispose();
    const link = await invitationLinkTo(page.request, invitee.email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Withdrawn Sprint' })).toBeVisible();
    // declined meanwhile, e.g. from another tab (the token is the capability)
    const declined = await page.request.post(
      `/api/invitations/${new URL(link).pathname.split('/').pop()}/decline`,
      {
        headers: { origin: new URL(link).origin },
      },
    );
    expect(declined.status()).toBe(204);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
    await expect(page.getByText('Error joining challenge')).toBeVisible();
    await expect(
      page.getByText(/Invitation already used or cancelled\.|Invitation not found or has expired/),
    ).toBeVisible();
  });

  test('a signed-out visitor of an unknown link gets the plain sign-up form, told nothing', async ({
    page,
  }) => {
    await page.goto('/invitation/no-such-token');
    await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
    await expect(authFields(page).email).toHaveValue('');
    await expect(page.getByText('Challenge Invitation', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/invited you to join/)).toHaveCount(0);
  });

  test('an unknown link shows the Invitation Error card with a way to the dashboard', async ({ page }) => {
    const person = await givenPerson(page, 'lost-invitee');
    await page.goto('/invitation/no-such-token');
    await expect(page.getByRole('heading', { name: 'Invitation Error' })).toBeVisible();
    await expect(page.getByText('Invitation not found or has expired')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'invitation error card');
    await control(page, 'Go to Dashboard').click();
    await expectDashboardFor(page, person.firstName);
  });

  test('a completed challenge cannot be invited to', async ({ page }) => {
    await givenPerson(page, 'late-inviter');
    const challenge = await givenChallenge(page, {
      title: 'Finished Sprint',
      startDate: journeyDate(-30),
      endDate: journeyDate(-17),
    });
    await openEmailTab(page, challenge.id);
    await expect(page.getByText('Challenge Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('Cannot invite friends to a completed challenge.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
  });
});

// 'MMM d, yyyy' (product-rules.md#display-formats-and-toasts), e.g. 'Mar 5, 2026'
const formatDate = (date: string) => dayjs(date).format('MMM D, YYYY');
