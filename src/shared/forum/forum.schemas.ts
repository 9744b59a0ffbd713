import { translatable } from '#shared/i18n/translatable';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

// product-rules.md#feedback-forum forum_posts, #feedback-forum, word for word where the spec gives the text.
export const FORUM_CATEGORIES = ['bugs', 'feature_request', 'questions', 'feedback'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];
export const FORUM_STATUSES = ['open', 'in_progress', 'completed', 'closed'] as const;
export type ForumStatus = (typeof FORUM_STATUSES)[number];

/**
 * The list's tabs (product-rules.md#feedback-forum: All, Bugs, Features, Q&A, Feedback) and the category each one
 * shows; their labels shown with `i18n._(…)`.
 */
export const FORUM_TABS = [
  { value: 'all', label: msg`All`, category: null },
  { value: 'bugs', label: msg`Bugs`, category: 'bugs' },
  { value: 'feature_request', label: msg`Features`, category: 'feature_request' },
  { value: 'questions', label: msg`Q&A`, category: 'questions' },
  { value: 'feedback', label: msg`Feedback`, category: 'feedback' },
] as const satisfies readonly { value: string; label: MessageDescriptor; category: ForumCategory | null }[];

/** The badge on a card and the post page, and the options of the New Post form's Category (`i18n._(…)`). */
export const FORUM_CATEGORY_LABELS: Record<ForumCategory, MessageDescriptor> = {
  bugs: msg`Bug Report`,
  feature_request: msg`Feature Request`,
  questions: msg`Question`,
  feedback: msg`Feedback`,
};
export const FORUM_STATUS_LABELS: Record<ForumStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_progress: msg`In Progress`,
  completed: msg`Completed`,
  closed: msg`Closed`,
};

/** product-rules.md#feedback-forum: other authors appear as 'User'; only the viewer's own name is shown. */
export const FORUM_ANONYMOUS_AUTHOR = 'User';

export const FORUM_TITLE_MAX = 200;
export const FORUM_DESCRIPTION_MAX = 5000;
export const FORUM_COMMENT_MAX = 2000;
/** Posts per page of GET /api/forum/posts ("Load more" asks for the next page). */
export const FORUM_PAGE_SIZE = 50;

// product-rules.md#feedback-forum: a missing title or category is one message, under the toast title 'Validation
// Error' (shown with `i18n._(…)`; the message, which the schema says too, with `translated(i18n, …)`).
export const FORUM_VALIDATION_TITLE: MessageDescriptor = msg`Validation Error`;
export const FORUM_REQUIRED_MESSAGE = translatable(msg`Please fill in all required fields`);

/** POST /api/forum/posts — the author is subscribed to the post at once (issue 6). Empty description → null. */
export const createForumPostSchema = z.object({
  category: z.enum(FORUM_CATEGORIES, FORUM_REQUIRED_MESSAGE),
  title: z
    .string(FORUM_REQUIRED_MESSAGE)
    .trim()
    .min(1, FORUM_REQUIRED_MESSAGE)
    .max(FORUM_TITLE_MAX, translatable(msg`Title must be at most ${FORUM_TITLE_MAX} characters.`)),
  description: z
    .string()
    .trim()
    .max(
      FORUM_DESCRIPTION_MAX,
      translatable(msg`Description must be at most ${FORUM_DESCRIPTION_MAX} characters.`),
    )
    .transform((text) => (text === '' ? null : text))
    .nullish()
    .transform((text) => text ?? null),
});
export type CreateForumPostInput = z.input<typeof createForumPostSchema>;

/** POST /api/forum/posts/{id}/comments — non-empty after trim (product-rules.md#feedback-forum). */
export const FORUM_COMMENT_EMPTY_MESSAGE = translatable(msg`Comment cannot be empty`);
export const forumCommentSchema = z.object({
  content: z
    .string(FORUM_COMMENT_EMPTY_MESSAGE)
    .trim()
    .min(1, FORUM_COMMENT_EMPTY_MESSAGE)
    .max(FORUM_COMMENT_MAX, translatable(msg`Comments must be at most ${FORUM_COMMENT_MAX} characters.`)),
});

/** PUT /api/forum/posts/{id}/status — site administrators only (ADMIN_EMAILS, confirmed e-mail). */
export const forumStatusSchema = z.object({
  status: z.enum(FORUM_STATUSES, translatable(msg`Unknown status.`)),
});

/** GET /api/forum/posts?category=&offset= — no category: every post (the All tab). */
export const forumListQuerySchema = z.object({
  category: z.enum(FORUM_CATEGORIES, translatable(msg`Unknown category.`)).optional(),
  offset: z.coerce
    .number()
    .int(translatable(msg`Offset must be a whole number.`))
    .min(0, translatable(msg`Offset must be a whole number.`))
    .default(0),
});
