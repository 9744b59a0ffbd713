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
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import {
  checkInFlagAnswer,
  checkInListAnswer,
  declaredRestDayAnswer,
  recordedCheckInAnswer,
} from '#shared/check-ins/check-ins.types';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { checkInMessages } from './check-in-messages';
import { flagCheckIn, unflagCheckIn } from './check-in-flags.service';
import { editCheckIn, listCheckIns, recordCheckIn, removeCheckIn } from './check-ins.service';
import { declareRestDay } from './rest-days.service';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';

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

// At /challenges/:challengeId/check-ins.
export const challengeCheckInRoutes = new Hono<AppEnv>()
  .post(
    '/',
    documented({
      summary: "Record today's (or a late) check-in",
      answers: {
        201: recordedCheckInAnswer,
        200: recordedCheckInAnswer, // a replay of a recorded check-in (same clientId)
      },
      refusals: [403, 409, 422],
    }),
    requireActor,
    validate('json', recordCheckInSchema),
    async (c) => {
      const challengeId = challengeIdOf(c.req.param('challengeId'));
      const { checkIn, isReplay } = await recordCheckIn(
        c.var.deps,
        actorOf(c),
        challengeId,
        c.req.valid('json'),
        i18nFor(requestLocale(c)),
      );
      // a replay of a recorded check-in (same clientId) created nothing: 200 with the check-in (decision 030)
      return c.json(checkIn, isReplay ? 200 : 201);
    },
  )
  .get(
    '/',
    documented({ summary: "A challenge's check-ins", answers: { 200: checkInListAnswer }, refusals: [403] }),
    requireActor,
    validate('query', listQuerySchema),
    async (c) => {
      const challengeId = challengeIdOf(c.req.param('challengeId'));
      const checkIns = await listCheckIns(c.var.deps, actorOf(c), challengeId, c.req.valid('query'));
      return c.json({ checkIns });
    },
  );

// At /challenges/:challengeId/rest-days.
export const restDayRoutes = new Hono<AppEnv>()
  // product-rules.md#rest-days: taken back with DELETE /api/check-ins/:id, like a check-in
  .post(
    '/',
    documented({
      summary: 'Declare a rest day',
      answers: { 201: declaredRestDayAnswer },
      refusals: [403, 409, 422],
    }),
    requireActor,
    validate('json', declareRestDaySchema),
    async (c) => {
      const challengeId = challengeIdOf(c.req.param('challengeId'));
      const restDay = await declareRestDay(
        c.var.deps,
        actorOf(c),
        challengeId,
        c.req.valid('json'),
        i18nFor(requestLocale(c)),
      );
      return c.json(restDay, 201);
    },
  );

// At /check-ins/:id.
export const checkInRoutes = new Hono<AppEnv>()
  .patch(
    '/',
    documented({
      summary: 'Edit one of your check-ins',
      answers: { 200: recordedCheckInAnswer },
      refusals: [403, 409, 422],
    }),
    requireActor,
    validate('json', updateCheckInSchema),
    async (c) => {
      const checkIn = await editCheckIn(
        c.var.deps,
        actorOf(c),
        checkInIdOf(c.req.param('id')),
        c.req.valid('json'),
      );
      return c.json(checkIn);
    },
  )
  .delete(
    '/',
    documented({
      summary: 'Delete one of your check-ins or rest days',
      answers: { 204: { empty: 'Deleted' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await removeCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
      return c.body(null, 204);
    },
  )
  // the organizer's flag on a questionable check-in (decision 040)
  .put(
    '/flag',
    documented({
      summary: "Flag a check-in as questionable (the challenge's organizer)",
      answers: { 200: checkInFlagAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', flagCheckInSchema),
    async (c) => {
      const flag = await flagCheckIn(
        c.var.deps,
        actorOf(c),
        checkInIdOf(c.req.param('id')),
        c.req.valid('json'),
      );
      return c.json(flag);
    },
  )
  .delete(
    '/flag',
    documented({
      summary: "Take back a check-in's flag (the challenge's organizer)",
      answers: { 204: { empty: 'The flag is gone' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await unflagCheckIn(c.var.deps, actorOf(c), checkInIdOf(c.req.param('id')));
      return c.body(null, 204);
    },
  );
