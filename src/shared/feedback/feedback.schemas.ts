import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

// product-rules.md#feedback-dialog feedback, #feedback-dialog, word for word.
export const FEEDBACK_CATEGORIES = ['feature', 'bug', 'general'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** The form's options and the administrators' badge, shown with `i18n._(…)`. */
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, MessageDescriptor> = {
  feature: msg`Feature Request`,
  bug: msg`Bug Report`,
  general: msg`General Feedback`,
};
export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_DESCRIPTION_MAX = 5000;

// The toasts' titles are shown with `i18n._(…)`; their messages, which the schema and the API say too, with
// `translated(i18n, …)`.
export const FEEDBACK_TITLE_REQUIRED: MessageDescriptor = msg`Title Required`;
export const FEEDBACK_TITLE_MESSAGE = translatable(msg`Please provide a title for your feedback.`);
/**
 * product-rules.md#feedback-dialog: login required; POST /api/feedback answers 401 with this message when signed out.
 */
export const FEEDBACK_LOGIN_REQUIRED: MessageDescriptor = msg`Authentication Required`;
export const FEEDBACK_LOGIN_MESSAGE = translatable(msg`Please log in to submit feedback.`);

/** POST /api/feedback — category default feature, rating default 5 (1 to 5), empty description stored null. */
export const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, translatable(msg`Unknown category.`)).default('feature'),
  rating: z
    .number(translatable(msg`Pick a rating from 1 to 5.`))
    .int(translatable(msg`Pick a rating from 1 to 5.`))
    .min(1, translatable(msg`Pick a rating from 1 to 5.`))
    .max(5, translatable(msg`Pick a rating from 1 to 5.`))
    .default(5),
  title: z
    .string(FEEDBACK_TITLE_MESSAGE)
    .trim()
    .min(1, FEEDBACK_TITLE_MESSAGE)
    .max(FEEDBACK_TITLE_MAX, translatable(msg`Title must be at most ${FEEDBACK_TITLE_MAX} characters.`)),
  description: z
    .string()
    .trim()
    .max(
      FEEDBACK_DESCRIPTION_MAX,
      translatable(msg`Description must be at most ${FEEDBACK_DESCRIPTION_MAX} characters.`),
    )
    .transform((text) => (text === '' ? null : text))
    .nullish()
    .transform((text) => text ?? null),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
