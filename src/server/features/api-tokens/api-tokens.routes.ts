import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { Hono } from 'hono';
import { createApiTokenSchema } from '#shared/api-tokens/api-tokens.schemas';
import { apiTokenListAnswer, createdApiTokenAnswer } from '#shared/api-tokens/api-tokens.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { apiTokenMessages } from './api-token-messages';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

const createLimit = hourlyLimitPerPerson(
  'api-tokens',
  30,
  translatable(msg`Too many new tokens. Please wait a while.`),
);

// session only: these routes are not in TOKEN_ROUTES, so a token asking is refused before it gets here
export const apiTokenRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: 'Your personal access tokens', answers: { 200: apiTokenListAnswer } }),
    requireActor,
    async (c) => c.json(await listApiTokens(c.var.deps, actorOf(c))),
  )
  .post(
    '/',
    documented({
      summary: 'Make a personal access token; its secret is shown this once',
      answers: { 201: createdApiTokenAnswer },
      // a person holds at most 20 tokens
      refusals: [409],
    }),
    requireActor,
    createLimit,
    validate('json', createApiTokenSchema),
    async (c) => c.json(await createApiToken(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .delete(
    '/:id',
    documented({
      summary: 'Revoke one of your personal access tokens',
      answers: { 204: { empty: 'Revoked: the token is refused with 401 from now on' } },
    }),
    requireActor,
    async (c) => {
      await revokeApiToken(c.var.deps, actorOf(c), uuidOr404(c.req.param('id'), apiTokenMessages.notFound));
      return c.body(null, 204);
    },
  );
