import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { Hono } from 'hono';
import { createCheckInLinkSchema } from '#shared/check-in-links/check-in-links.schemas';
import { checkInLinkListAnswer, createdCheckInLinkAnswer } from '#shared/check-in-links/check-in-links.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { checkInLinkMessages } from './check-in-link-messages';
import { createCheckInLink, listCheckInLinks, revokeCheckInLink } from './check-in-links.service';

const createLimit = hourlyLimitPerPerson(
  'check-in-links',
  30,
  translatable(msg`Too many new check-in links. Please wait a while.`),
);

// session only: these routes are not in TOKEN_ROUTES, so an access token asking is refused before it gets here
export const checkInLinkRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: 'Your check-in links, and the challenges a new one may be for',
      answers: { 200: checkInLinkListAnswer },
    }),
    requireActor,
    async (c) => c.json(await listCheckInLinks(c.var.deps, actorOf(c))),
  )
  .post(
    '/',
    documented({
      summary:
        "Make a check-in link that records your today's answer in one challenge; its address is shown this once",
      answers: { 201: createdCheckInLinkAnswer },
      // not a challenge of yours: 404; a person holds at most 20 links: 409
      refusals: [404, 409],
    }),
    requireActor,
    createLimit,
    validate('json', createCheckInLinkSchema),
    async (c) => c.json(await createCheckInLink(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .delete(
    '/:id',
    documented({
      summary: 'Revoke one of your check-in links',
      answers: { 204: { empty: 'Revoked: the link opens a "not found" page from now on' } },
      refusals: [404],
    }),
    requireActor,
    async (c) => {
      await revokeCheckInLink(
        c.var.deps,
        actorOf(c),
        uuidOr404(c.req.param('id'), checkInLinkMessages.notFound),
      );
      return c.body(null, 204);
    },
  );
