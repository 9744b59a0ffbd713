import { Hono } from 'hono';
import { FEEDBACK_LOGIN_MESSAGE, feedbackSchema } from '#shared/feedback/feedback.schemas';
import type { AppEnv } from '#server/app-env';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor, requireActorWith } from '#server/middleware/session';
import { feedbackMessages } from './feedback-messages';
import { listSubmittedFeedback, submitFeedback } from './feedback.service';

const feedbackLimit = hourlyLimitPerPerson('feedback', 20, feedbackMessages.limited);

export const feedbackRoutes = new Hono<AppEnv>()
  .post(
    '/feedback',
    requireActorWith(FEEDBACK_LOGIN_MESSAGE),
    feedbackLimit,
    validate('json', feedbackSchema),
    async (c) => c.json(await submitFeedback(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .get('/admin/feedback', requireActor, async (c) =>
    c.json(await listSubmittedFeedback(c.var.deps, actorOf(c))),
  );
