import { Hono } from 'hono';
import { z } from 'zod';
import { FEEDBACK_LOGIN_MESSAGE, feedbackSchema } from '#shared/feedback/feedback.schemas';
import { sentFeedbackAnswer, submittedFeedbackAnswer } from '#shared/feedback/feedback.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor, requireActorWith } from '#server/middleware/session';
import { feedbackMessages } from './feedback-messages';
import { listSubmittedFeedback, submitFeedback } from './feedback.service';

const feedbackLimit = hourlyLimitPerPerson('feedback', 20, feedbackMessages.limited);

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/',
  documented({ summary: 'Send feedback to the team', answers: { 201: sentFeedbackAnswer } }),
  requireActorWith(FEEDBACK_LOGIN_MESSAGE),
  feedbackLimit,
  validate('json', feedbackSchema),
  async (c) => c.json(await submitFeedback(c.var.deps, actorOf(c), c.req.valid('json')), 201),
);

// At /admin/feedback.
export const submittedFeedbackRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: 'The feedback people sent, newest first (site administrators)',
    answers: { 200: z.array(submittedFeedbackAnswer) },
    refusals: [403],
  }),
  requireActor,
  async (c) => c.json(await listSubmittedFeedback(c.var.deps, actorOf(c))),
);
