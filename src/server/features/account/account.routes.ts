import { Hono } from 'hono';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailQuerySchema,
  EMAIL_CHANGE_PARAM,
} from '#shared/account/account.schemas';
import type { AppEnv } from '#server/app-env';
import { currentSessionToken } from '#server/auth/current-session';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson, rateLimit } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { accountMessages } from './account-messages';
import { getAccountSecurity, signOutDevice, signOutOtherDevices } from './devices.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { changePassword } from './password.service';

const sessionIdParam = z.object({ id: z.string().min(1).max(100) });

/**
 * Account settings (product-rules.md#account-settings; decision 044): our own routes over better-auth's tables.
 * Every one but the confirmation link needs the session cookie itself, since each acts on "this device".
 */
export const accountRoutes = new Hono<AppEnv>()
  // the link from the e-mail: the token is the proof, whoever (if anyone) is signed in
  .get('/account/email/confirm', validate('query', confirmEmailQuerySchema), async (c) => {
    const outcome = await confirmEmailChange(c.var.deps, c.req.valid('query').token);
    return c.redirect(`/settings?${EMAIL_CHANGE_PARAM}=${outcome}`, 302);
  })
  .use('/account/*', requireActor)
  .get('/account/security', async (c) =>
    c.json(await getAccountSecurity(c.var.deps, actorOf(c), await currentSessionToken(c))),
  )
  .post(
    '/account/password',
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
    '/account/email',
    hourlyLimitPerPerson('email-change', 5, accountMessages.emailChangesLimited),
    validate('json', changeEmailSchema),
    async (c) => {
      await currentSessionToken(c);
      return c.json(await requestEmailChange(c.var.deps, actorOf(c), c.req.valid('json')), 202);
    },
  )
  .post('/account/sessions/sign-out-others', async (c) =>
    c.json(await signOutOtherDevices(c.var.deps, actorOf(c), await currentSessionToken(c))),
  )
  .delete('/account/sessions/:id', validate('param', sessionIdParam), async (c) => {
    const input = { sessionId: c.req.valid('param').id, currentSessionToken: await currentSessionToken(c) };
    return c.json(await signOutDevice(c.var.deps, actorOf(c), input));
  });
