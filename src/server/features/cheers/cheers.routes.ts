import { Hono } from 'hono';
import { dayCheersSchema } from '#shared/cheers/cheers.schemas';
import { cheerStateAnswer, dayCheersAnswer } from '#shared/cheers/cheers.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { reactionGuard } from '#server/middleware/spam-limits';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { checkInMessages } from '#server/features/check-ins/check-in-messages';
import { cheerCheckIn, setDayCheers, takeBackCheer } from './cheers.service';

const checkInIdOf = (id: string | undefined) => uuidOr404(id, checkInMessages.checkInNotFound);
const challengeIdOf = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);

export const cheerRoutes = new Hono<AppEnv>()
  .post(
    '/',
    documented({
      summary: "Cheer someone's check-in in a challenge you take part in",
      answers: {
        201: cheerStateAnswer,
        200: cheerStateAnswer, // a repeat: the cheer was there already
      },
      // 403: one's own check-in
      refusals: [403],
    }),
    requireActor,
    reactionGuard,
    async (c) => {
      const { state, isNew } = await cheerCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
      // a repeat answers the cheer that is there (200), as a replayed check-in does
      return c.json(state, isNew ? 201 : 200);
    },
  )
  .delete(
    '/',
    documented({
      summary: 'Take back your cheer on a check-in',
      answers: { 200: cheerStateAnswer },
      refusals: [403],
    }),
    requireActor,
    reactionGuard,
    async (c) => {
      return c.json(await takeBackCheer(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id'))));
    },
  );

// At /challenges/:challengeId/cheers: a day's cheers at once.
export const dayCheerRoutes = new Hono<AppEnv>().put(
  '/',
  documented({
    summary: "Cheer (or take back the cheers on) everyone else's check-ins of one day",
    answers: { 200: dayCheersAnswer },
    // 403: not taking part in the challenge
    refusals: [403],
  }),
  requireActor,
  reactionGuard,
  validate('json', dayCheersSchema),
  async (c) => {
    const challengeId = challengeIdOf(c.req.param('challengeId'));
    return c.json(await setDayCheers(c.var.deps, actorOf(c), challengeId, c.req.valid('json')));
  },
);
