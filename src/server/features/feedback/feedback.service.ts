import type { z } from 'zod';
import type { FeedbackCategory, feedbackSchema } from '#shared/feedback/feedback.schemas';
import type { SentFeedback, SubmittedFeedback } from '#shared/feedback/feedback.types';
import type { Actor, Deps } from '#server/app-env';
import { forbidden } from '#server/lib/domain-error';
import { isSiteAdmin } from '#server/features/site-admin/site-admin.policy';
import { feedbackMessages } from './feedback-messages';
import { insertFeedback, listFeedbackRows } from './feedback.queries';

/** How many of the newest the administrators' list shows. */
export const FEEDBACK_LIST_LIMIT = 200;

/**
 * product-rules.md#feedback-dialog: the feedback dialog; the defaults (category feature, rating 5) and trimming are
 * the schema's.
 */
export async function submitFeedback(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof feedbackSchema>,
): Promise<SentFeedback> {
  const id = await insertFeedback(deps.db, { ...input, userId: actor.userId, createdAt: deps.clock.now() });
  return { id };
}

/** Site administrators read what was sent, newest first, with who sent it (to follow up). */
export async function listSubmittedFeedback(deps: Deps, actor: Actor): Promise<SubmittedFeedback[]> {
  if (!isSiteAdmin(deps.env, actor)) throw forbidden(feedbackMessages.listNotAdmin);
  const rows = await listFeedbackRows(deps.db, FEEDBACK_LIST_LIMIT);
  return rows.map(({ authorName, authorEmail, createdAt, category, ...row }) => ({
    ...row,
    // the table's check allows only these
    category: category as FeedbackCategory,
    createdAt: createdAt.toISOString(),
    author: { name: authorName, email: authorEmail },
  }));
}
