import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountSchema } from '#shared/account-deletion/account-deletion.schemas';
import { accountDeletionResultAnswer } from '#shared/account-deletion/account-deletion.types';
import type { AppEnv } from '#server/app-env';
import { sessionCookieSettings } from '#server/auth/session-cookie';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { rateLimit } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { accountDeletionMessages } from './account-deletion-messages';
import { deleteAccount } from './account-deletion.service';

export const accountDeletionRoutes = new Hono<AppEnv>().delete(
  '/',
  documented({
    summary: 'Delete your account, confirmed with your password (signs you out)',
    answers: { 200: accountDeletionResultAnswer },
    // an account without a password (none to confirm with)
    refusals: [403],
  }),
  requireActor,
  // password guesses: five attempts per person per 15 minutes (product-rules.md#account-deletion)
  rateLimit({
    name: 'account-deletion',
    windowSeconds: 15 * 60,
    max: 5,
    keyOf: (c) => actorOf(c).userId,
    message: accountDeletionMessages.limited,
  }),
  validate('json', deleteAccountSchema),
  async (c) => {
    const result = await deleteAccount(c.var.deps, actorOf(c), c.req.valid('json'));
    // the session rows went with the account; the browser forgets the cookie too
    const { name } = await sessionCookieSettings(c.var.deps.auth);
    deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
    return c.json(result);
  },
);
