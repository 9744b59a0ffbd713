import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import { z } from 'zod';
import { leaderboardAnswer } from '#shared/leaderboards/leaderboards.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { getLeaderboard } from './leaderboards.service';

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
  '/',
  documented({
    summary: "A challenge's leaderboard",
    answers: { 200: leaderboardAnswer },
    // for its participants and its organizer
    refusals: [403],
  }),
  requireActor,
  validate('query', boardQuerySchema),
  async (c) => {
    const id = uuidOr404(c.req.param('challengeId'), challengeMessages.notFound);
    const { limit } = c.req.valid('query');
    return c.json(await getLeaderboard(c.var.deps, actorOf(c), id, limit, i18nFor(requestLocale(c))));
  },
);
