import { Hono } from 'hono';
import { blockPersonSchema } from '#shared/blocks/blocks.schemas';
import { blockedPeopleAnswer, blockedPersonAnswer } from '#shared/blocks/blocks.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { blockMessages } from './blocks-messages';
import { blockPerson, listBlockedPeople, unblock } from './blocks.service';

// session only: these routes are not in TOKEN_ROUTES, so a token asking is refused before it gets here
export const blockRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: 'The people you blocked', answers: { 200: blockedPeopleAnswer } }),
    requireActor,
    async (c) => c.json(await listBlockedPeople(c.var.deps, actorOf(c))),
  )
  .post(
    '/',
    documented({
      summary:
        'Block a person, named by their id, a forum post or comment of theirs, or their invitation in your bell',
      answers: { 200: blockedPersonAnswer },
      // an unknown person, post, comment or invitation
      refusals: [404],
    }),
    requireActor,
    validate('json', blockPersonSchema),
    async (c) => c.json(await blockPerson(c.var.deps, actorOf(c), c.req.valid('json'))),
  )
  .delete(
    '/:id',
    documented({
      summary: 'Unblock a person, by the id of your block',
      answers: { 204: { empty: 'Unblocked: what they write shows again' } },
      refusals: [404],
    }),
    requireActor,
    async (c) => {
      await unblock(c.var.deps, actorOf(c), uuidOr404(c.req.param('id'), blockMessages.blockNotFound));
      return c.body(null, 204);
    },
  );
