import { Hono } from 'hono';
import { dayCheersSchema } from '#shared/cheers/cheers.schemas';
import type { AppEnv } from '#server/app-env';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '../challenges/challenge-messages';
import { checkInMessages } from '../check-ins/check-in-messages';
import { cheerCheckIn, setDayCheers, takeBackCheer } from './cheers.service';

const checkInIdOf = (id: string | undefined) => uuidOr404(id, checkInMessages.checkInNotFound);
const challengeIdOf = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);

export const cheerRoutes = new Hono<AppEnv>()
  .use('/check-ins/:id/cheer', requireActor)
  .use('/challenges/:challengeId/cheers', requireActor)
  .post('/check-ins/:id/cheer', async (c) => {
    const { state, isNew } = await cheerCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
    // a repeat answers the cheer that is there (200), as a replayed check-in does
    return c.json(state, isNew ? 201 : 200);
  })
  .delete('/check-ins/:id/cheer', async (c) => {
    return c.json(await takeBackCheer(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id'))));
  })
  .put('/challenges/:challengeId/cheers', validate('json', dayCheersSchema), async (c) => {
    const challengeId = challengeIdOf(c.req.param('challengeId'));
    return c.json(await setDayCheers(c.var.deps, actorOf(c), challengeId, c.req.valid('json')));
  });
