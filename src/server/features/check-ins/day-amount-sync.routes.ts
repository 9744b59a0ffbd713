import { Hono } from 'hono';
import { recordedCheckInAnswer } from '#shared/check-ins/check-ins.types';
import { dayAmountSyncParamsSchema, dayAmountSyncSchema } from '#shared/check-ins/day-amount-sync.schemas';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { syncDayAmount } from './day-amount-sync.service';

// At /challenges/:challengeId/days: what a phone's automation calls with a 'check-in' token
// (product-rules.md#synced-amounts).
export const dayAmountSyncRoutes = new Hono<AppEnv>().put(
  '/:date/amount',
  documented({
    summary: "Sync the day's amount or steps (the latest sync wins; what you typed is kept)",
    answers: {
      201: recordedCheckInAnswer, // the day had no entry: the synced one
      200: recordedCheckInAnswer, // the day's synced entry, changed or, for the same amount, as it was
    },
    // 409: the day is a rest day or was typed by the person; 422: a met-or-missed challenge
    refusals: [403, 409, 422],
  }),
  requireActor,
  validate('param', dayAmountSyncParamsSchema),
  validate('json', dayAmountSyncSchema),
  async (c) => {
    const challengeId = uuidOr404(c.req.param('challengeId'), challengeMessages.notFound);
    const { checkIn, isCreated } = await syncDayAmount(
      c.var.deps,
      actorOf(c),
      challengeId,
      c.req.valid('param').date,
      c.req.valid('json'),
      i18nFor(requestLocale(c)),
    );
    return c.json(checkIn, isCreated ? 201 : 200);
  },
);
