import { Hono } from 'hono';
import { renamePasskeySchema } from '#shared/passkeys/passkeys.schemas';
import { passkeySavedAnswer } from '#shared/passkeys/passkeys.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { passkeyMessages } from './passkey-messages';
import { removePasskey, renamePasskey } from './passkeys.service';

/**
 * /api/me/passkeys: renaming and removing one's passkeys (product-rules.md#passkeys, decision 089). The list comes
 * with GET /api/account/security; adding one and signing in with one are better-auth endpoints under /api/auth.
 * Session only: these routes are not in TOKEN_ROUTES, so a token asking is refused before it gets here.
 */
export const passkeyRoutes = new Hono<AppEnv>()
  .patch(
    '/:id',
    documented({
      summary: 'Rename one of your passkeys',
      answers: { 200: passkeySavedAnswer },
      refusals: [404],
    }),
    requireActor,
    validate('json', renamePasskeySchema),
    async (c) => {
      const id = uuidOr404(c.req.param('id'), passkeyMessages.notFound);
      return c.json(await renamePasskey(c.var.deps, actorOf(c), id, c.req.valid('json')));
    },
  )
  .delete(
    '/:id',
    documented({
      summary: 'Remove one of your passkeys',
      answers: { 204: { empty: 'Removed: it signs nobody in from now on' } },
      refusals: [404],
    }),
    requireActor,
    async (c) => {
      await removePasskey(c.var.deps, actorOf(c), uuidOr404(c.req.param('id'), passkeyMessages.notFound));
      return c.body(null, 204);
    },
  );
