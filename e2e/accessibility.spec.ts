import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { control } from './support/controls';
import { SIGN_IN_HEADING, SIGN_UP_HEADING } from './support/auth-form';
import { inEachLook, looks } from './support/looks';
import { newPerson, givenSignedUp } from './support/people';

// axe-core on every screen, at a desktop and a phone width: no violation of impact 'serious' or 'critical'.
interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Waits until the screen has rendered what it shows, and opens whatever part of it the check is about. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

const anyHeading = async (page: Page) => {
  await expect(page.getByRole('heading').first()).toBeVisible();
};

const screens: Screen[] = [
  { name: 'landing', path: '/', ready: heading('How It Works') },
  {
    name: 'landing with the waitlist dialog',
    path: '/',
    ready: async (page) => {
      await control(page, 'Join Waitlist').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'sign-up', path: '/auth', ready: heading(SIGN_UP_HEADING) },
  { name: 'sign-in', path: '/auth?mode=signin', ready: heading(SIGN_IN_HEADING) },
  {
    name: 'sign-in with the reset dialog',
    path: '/auth?mode=signin',
    ready: async (page) => {
      await control(page, 'Forgot password?').click();
      await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    },
  },
  { name: 'new password (reset mode)', path: '/auth?code=axe-check', ready: heading('Reset Your Password') },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: heading(/^Welcome back, /) },
  { name: 'challenges', path: '/challenges', signedIn: true, ready: anyHeading },
  { name: 'create challenge', path: '/create', signedIn: true, ready: anyHeading },
  { name: 'groups', path: '/groups', signedIn: true, ready: anyHeading },
  { name: 'feedback forum', path: '/feedback-forum', signedIn: true, ready: anyHeading },
  { name: 'new forum post', path: '/feedback-forum/new', signedIn: true, ready: anyHeading },
  { name: 'profile', path: '/profile', signedIn: true, ready: anyHeading },
  { name: 'settings', path: '/settings', signedIn: true, ready: anyHeading },
  { name: 'find users', path: '/search-users', signedIn: true, ready: anyHeading },
];

test.describe('Accessibility on a desktop (1280 px) and a phone (390 px)', () => {
  for (const screen of screens) {
    test(`${screen.name} (${screen.path})`, async ({ page, baseURL }) => {
      if (screen.signedIn) await givenSignedUp(page.request, baseURL!, newPerson('a11y'));
      await page.goto(screen.path);
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      await inEachLook(page, looks(), (where) =>
        expectNoSeriousA11yViolations(page, `${screen.name} at ${where}`),
      );
    });
  }
});
