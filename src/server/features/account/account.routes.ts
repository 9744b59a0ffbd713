import { Hono } from 'hono';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailQuerySchema,
  EMAIL_CHANGE_OUTCOMES,
  EMAIL_CHANGE_PARAM,
} from '#shared/account/account.schemas';
import type { AppEnv } from '#server/app-env';
import { currentSessionToken } from '#server/auth/current-session';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import {
  accountSecurityAnswer,
  devicesSignedOutAnswer,
  emailChangeRequestedAnswer,
  passwordChangedAnswer,
  singleSignOnIdentityAnswer,
} from '#shared/account/account.types';
import { hourlyLimitPerPerson, rateLimit } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { accountMessages } from './account-messages';
import { getAccountSecurity, signOutDevice, signOutOtherDevices } from './devices.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { changePassword } from './password.service';
import { getSingleSignOnIdentity } from './single-sign-on.service';

const sessionIdParam = z.object({ id: z.string().min(1).max(100) });

/**
 * Account settings (product-rules.md#account-settings; decision 044): our own routes over better-auth's tables.
 * Every one but the confirmation link needs the session cookie itself, since each acts on "this device".
 */
export const accountRoutes = new Hono<AppEnv>()
  // the link from the e-mail: the token is the proof, whoever (if anyone) is signed in
  .get(
    '/email/confirm',
    documented({
      summary: 'Confirm a new e-mail address: the link from the confirmation e-mail',
      access: 'secret-link',
      // every outcome, a used or expired link too, is told on the Settings page the link leads to
      answers: {
        302: {
          empty: `To /settings?${EMAIL_CHANGE_PARAM}=${EMAIL_CHANGE_OUTCOMES.join('|')}, which says it.`,
        },
      },
    }),
    validate('query', confirmEmailQuerySchema),
    async (c) => {
      const outcome = await confirmEmailChange(c.var.deps, c.req.valid('query').token);
      return c.redirect(`/settings?${EMAIL_CHANGE_PARAM}=${outcome}`, 302);
    },
  )
  .get(
    '/security',
    documented({
      summary:
        'Your sign-in and security settings: e-mail address, two-step verification and signed-in devices',
      answers: { 200: accountSecurityAnswer },
    }),
    requireActor,
    async (c) => c.json(await getAccountSecurity(c.var.deps, actorOf(c), await currentSessionToken(c))),
  )
  .get(
    '/single-sign-on',
    documented({
      summary: 'The single sign-on identity joined to your account, if any (decision 090)',
      answers: { 200: singleSignOnIdentityAnswer },
    }),
    requireActor,
    async (c) => c.json(await getSingleSignOnIdentity(c.var.deps, actorOf(c))),
  )
  .post(
    '/password',
    documented({
      summary: 'Change your password (your other devices are signed out)',
      answers: { 200: passwordChangedAnswer },
      // a wrong current password counts as a failed sign-in, under the sign-in throttle
      refusals: [429],
    }),
    requireActor,
    // per client address, like sign-in's; the per-account throttle is in the service
    rateLimit({
      name: 'change-password',
      windowSeconds: 60,
      max: 10,
      message: accountMessages.passwordChangesLimited,
    }),
    validate('json', changePasswordSchema),
    async (c) => {
      const currentToken = await currentSessionToken(c);
      const input = { ...c.req.valid('json'), currentSessionToken: currentToken };
      return c.json(await changePassword(c.var.deps, actorOf(c), input));
    },
  )
  .post(
    '/email',
    documented({
      summary: 'Change your e-mail address: a confirmation link goes to the new one',
      answers: { 202: emailChangeRequestedAnswer },
      refusals: [409],
    }),
    requireActor,
    hourlyLimitPerPerson('email-change', 5, accountMessages.emailChangesLimited),
    validate('json', changeEmailSchema),
    async (c) => {
      await currentSessionToken(c);
      return c.json(await requestEmailChange(c.var.deps, actorOf(c), c.req.valid('json')), 202);
    },
  )
  .post(
    '/sessions/sign-out-others',
    documented({
      summary: 'Sign out every device but this one',
      answers: { 200: devicesSignedOutAnswer },
    }),
    requireActor,
    async (c) => c.json(await signOutOtherDevices(c.var.deps, actorOf(c), await currentSessionToken(c))),
  )
  .delete(
    '/sessions/:id',
    documented({
      summary: 'Sign out one of your other devices',
      answers: { 200: devicesSignedOutAnswer },
      refusals: [404],
    }),
    requireActor,
    validate('param', sessionIdParam),
    async (c) => {
      const input = { sessionId: c.req.valid('param').id, currentSessionToken: await currentSessionToken(c) };
      return c.json(await signOutDevice(c.var.deps, actorOf(c), input));
    },
  );
