import { Hono } from 'hono';
import { amountDaysAnswer } from '#shared/leaderboards/amount-days.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { getAmountDays } from './amount-days.service';

export const amountDayRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: "Each participant's days of an amount goal against its target",
    answers: { 200: amountDaysAnswer },
    // for those who may read the challenge's board: its participants and its organizer
    refusals: [403],
  }),
  requireActor,
  async (c) => {
    const id = uuidOr404(c.req.param('challengeId'), challengeMessages.notFound);
    return c.json(await getAmountDays(c.var.deps, actorOf(c), id));
  },
);
