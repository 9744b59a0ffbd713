import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import { z } from 'zod';
import {
  flagCheckInSchema,
  declareRestDaySchema,
  recordCheckInSchema,
  updateCheckInSchema,
} from '#shared/check-ins/check-ins.schemas';
import type { AppEnv } from '#server/app-env';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '../challenges/challenge-messages';
import { checkInMessages } from './check-in-messages';
import { flagCheckIn, unflagCheckIn } from './check-in-flags.service';
import { editCheckIn, listCheckIns, recordCheckIn, removeCheckIn } from './check-ins.service';
import { declareRestDay } from './rest-days.service';

const challengeIdOf = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);
const checkInIdOf = (id: string | undefined) => uuidOr404(id, checkInMessages.checkInNotFound);

const MAX_LIST = 50;
const listQuerySchema = z.object({
  scope: z.enum(['mine', 'recent'], { error: "scope must be 'mine' or 'recent'." }).default('mine'),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_LIST}.` })
    .int(`limit must be a whole number from 1 to ${MAX_LIST}.`)
    .min(1, `limit must be a whole number from 1 to ${MAX_LIST}.`)
    .max(MAX_LIST, `limit must be a whole number from 1 to ${MAX_LIST}.`)
    .default(MAX_LIST),
});

export const checkInRoutes = new Hono<AppEnv>()
  .use('/challenges/:challengeId/check-ins', requireActor)
  .use('/challenges/:challengeId/rest-days', requireActor)
  .use('/check-ins/*', requireActor)
  .post('/challenges/:challengeId/check-ins', validate('json', recordCheckInSchema), async (c) => {
    const challengeId = challengeIdOf(c.req.param('challengeId'));
    const { checkIn, isReplay } = await recordCheckIn(
      c.var.deps,
      actorOf(c),
      challengeId,
      c.req.valid('json'),
    );
    // a replay of a recorded check-in (same clientId) created nothing: 200 with the check-in (decision 030)
    return c.json(checkIn, isReplay ? 200 : 201);
  })
  // product-rules.md#rest-days: taken back with DELETE /api/check-ins/:id, like a check-in
  .post('/challenges/:challengeId/rest-days', validate('json', declareRestDaySchema), async (c) => {
    const challengeId = challengeIdOf(c.req.param('challengeId'));
    const restDay = await declareRestDay(c.var.deps, actorOf(c), challengeId, c.req.valid('json'));
    return c.json(restDay, 201);
  })
  .get('/challenges/:challengeId/check-ins', validate('query', listQuerySchema), async (c) => {
    const challengeId = challengeIdOf(c.req.param('challengeId'));
    const checkIns = await listCheckIns(c.var.deps, actorOf(c), challengeId, c.req.valid('query'));
    return c.json({ checkIns });
  })
  .patch('/check-ins/:id', validate('json', updateCheckInSchema), async (c) => {
    const checkIn = await editCheckIn(
      c.var.deps,
      actorOf(c),
      checkInIdOf(c.req.param('id')),
      c.req.valid('json'),
    );
    return c.json(checkIn);
  })
  .delete('/check-ins/:id', async (c) => {
    await removeCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
    return c.body(null, 204);
  })
  // the organizer's flag on a questionable check-in (decision 040)
  .put('/check-ins/:id/flag', validate('json', flagCheckInSchema), async (c) => {
    const flag = await flagCheckIn(
      c.var.deps,
      actorOf(c),
      checkInIdOf(c.req.param('id')),
      c.req.valid('json'),
    );
    return c.json(flag);
  })
  .delete('/check-ins/:id/flag', async (c) => {
    await unflagCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
    return c.body(null, 204);
  });
