import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/domain-error';
import { validate } from '../../lib/validate';
import { actorOf, requireActor } from '../../middleware/session';
import { getLeaderboard, leaderboardMessages } from './leaderboards.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ENTRIES = 50;
const limitMessage = `limit must be a whole number from 1 to ${MAX_ENTRIES}.`;

const boardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_ENTRIES, limitMessage)
    .default(10),
});

export const leaderboardRoutes = new Hono<AppEnv>().get(
  '/challenges/:challengeId/leaderboard',
  requireActor,
  validate('query', boardQuerySchema),
  async (c) => {
    const id = c.req.param('challengeId');
    // a malformed id names no challenge: 404 like an unknown one, never a database error
    if (!UUID.test(id)) throw notFound(leaderboardMessages.challengeNotFound);
    const { limit } = c.req.valid('query');
    return c.json(await getLeaderboard(c.var.deps, actorOf(c), id.toLowerCase(), limit));
  },
);
