import { expect, test } from '@playwright/test';
import { expectDashboardFor, openSignIn, openSignUp, submitSignIn, submitSignUp } from './support/auth-form';
import {
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  givenSomeoneElse,
} from './support/challenges';
import { expectNoSeriousA11yViolations } from './support/axe';
import { control } from './support/controls';
import { DESKTOP, PHONE } from './support/pages';
import { newPerson } from './support/people';
import { screenshotsLightAndDark } from './support/screenshots';

// product-rules.md#sharing, #after-sign-in pending_challenge_join, #after-sign-in.
test.describe('Joining a challenge by its share link', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`a signed-out visitor signs up and lands in the challenge, joined, with no tap after signing up, at ${viewport.width} px`, async ({
      page,
    }) => {
      const { person: organizer, ...organizerSide } = await givenSomeoneElse('organizer');
      const challenge = await givenChallenge(organizerSide, { title: 'Share Link Sprint' });
      await organizerSide.request.dispose();

      await page.setViewportSize(viewport);
      await page.goto(`/join-challenge/${challenge.id}`);
      await expect(page).toHaveURL(/\/auth$/);
      expect(await page.evaluate(() => localStorage.getItem('pending_challenge_join'))).toBe(challenge.id);
      // above the form: what signing up will join, and who organizes it (named by the server, not the link)
      const joining = page.getByRole('region', { name: 'Share Link Sprint' });
      await expect(joining.getByText(`Organized by ${organizer.name}`)).toBeVisible();
      await expect(joining.getByText('1 participant', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(
        page,
        `/auth with a pending challenge join at ${viewport.width} px`,
      );

      const visitor = newPerson('link-visitor');
      await openSignUp(page);
      await submitSignUp(page, {
        name: visitor.name,
        email: visitor.email,
        password: visitor.password,
        confirmPassword: visitor.password,
      });
      // decision 068: in the challenge, a participant, under the app's header — the sign-up form's Create Account
      // was the last tap
      await expect(
        page.getByText("Welcome! You've been automatically added to the challenge."),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Share Link Sprint' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
      await expect(page.getByText("You haven't joined this challenge yet")).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('pending_challenge_join'))).toBeNull();
      await expectNoSeriousA11yViolations(page, `joined from a share link at ${viewport.width} px`);
      await screenshotsLightAndDark(page, `joined-by-link-${viewport.width}`);
      // the dashboard lists it
      await page.goto('/dashboard');
      await expectDashboardFor(page, visitor.firstName);
      const active = page.getByRole('region', { name: 'Active Challenges' });
      await expect(active.getByRole('heading', { name: 'Share Link Sprint', exact: true })).toBeVisible();
    });
  }

  test('a signed-out visitor whose automatic join is refused lands on the link’s page, which says why', async ({
    page,
  }) => {
    const organizer = await givenSomeoneElse('organizer');
    const challenge = await givenChallenge(organizer, {
      title: 'Two Seat Sprint',
      maxParticipants: 2,
    });
    await organizer.request.dispose();
    await page.goto(`/join-challenge/${challenge.id}`);
    await expect(page).toHaveURL(/\/auth$/);
    // the last seat goes while the visitor fills in the form
    const other = await givenSomeoneElse('quicker');
    await givenJoined(other, challenge.id);
    await other.request.dispose();

    const visitor = newPerson('link-visitor');
    await openSignUp(page);
    await submitSignUp(page, {
      name: visitor.name,
      email: visitor.email,
      password: visitor.password,
      confirmPassword: visitor.password,
    });
    await expect(
      page.getByText(
        "Welcome! Unfortunately, we couldn't automatically add you to the challenge. You can try joining again.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/join-challenge/${challenge.id}$`));
    await expect(page.getByRole('heading', { name: 'Two Seat Sprint', exact: true })).toBeVisible();
  });

  test('someone already in the challenge who signs in from its link lands in it, told they are in', async ({
    page,
  }) => {
    const organizer = await givenSomeoneElse('organizer');
    const challenge = await givenChallenge(organizer, { title: 'Second Link Sprint' });
    await organizer.request.dispose();
    const { person: member, ...memberSide } = await givenSomeoneElse('member');
    await givenJoined(memberSide, challenge.id);
    await memberSide.request.dispose();

    // on another device, signed out, the member opens the link again
    await page.goto(`/join-challenge/${challenge.id}`);
    await expect(page).toHaveURL(/\/auth$/);
    await openSignIn(page);
    await submitSignIn(page, member.email, member.password);
    await expect(page.getByText("Welcome back! You're already in this challenge.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Second Link Sprint' })).toBeVisible();
    await expect(page.getByText("couldn't automatically add you")).toHaveCount(0);
  });

  test('a signed-in person sees the challenge, joins it and goes to its page', async ({ page }) => {
    const organizer = await givenSomeoneElse('organizer');
    const challenge = await givenChallenge(organizer, {
      title: 'Evening Stretch',
      challengeType: 'exercise',
    });
    await organizer.request.dispose();

    await givenPerson(page, 'joiner');
    await page.goto(`/join-challenge/${challenge.id}`);
    await expect(page.getByRole('heading', { name: 'Evening Stretch', exact: true })).toBeVisible();
    await expect(page.getByText('In Progress')).toBeVisible();
    await expect(page.getByText('1 participant', { exact: true })).toBeVisible();
    await expect(page.getByText('Exercise', { exact: true })).toBeVisible();
    await control(page, 'Join Challenge').click();
    await expect(page.getByText('Successfully joined the challenge!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/challenge/${challenge.id}$`));

    // the link now offers the challenge itself
    await page.goto(`/join-challenge/${challenge.id}`);
    await expect(control(page, 'View Challenge')).toBeVisible();
    await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
  });

  test('a completed challenge cannot be joined', async ({ page }) => {
    const organizer = await givenSomeoneElse('organizer');
    const challenge = await givenChallenge(organizer, {
      title: 'Last Month Sprint',
      startDate: journeyDate(-30),
      endDate: journeyDate(-17),
    });
    await organizer.request.dispose();

    await givenPerson(page, 'late');
    await page.goto(`/join-challenge/${challenge.id}`);
    await expect(page.getByText('This challenge has ended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Challenge' })).toHaveCount(0);
  });

  test('an unknown challenge says so', async ({ page }) => {
    await givenPerson(page, 'lost');
    await page.goto('/join-challenge/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Challenge not found' })).toBeVisible();
  });
});
