import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';
import { FORUM_CATEGORIES, FORUM_STATUSES } from './forum.schemas';

// The JSON src/server/features/forum answers with (decision 059: the OpenAPI document is generated from these).

/**
 * product-rules.md#feedback-forum: the author's own name when the author is the viewer, else 'User'; never an id or
 * an e-mail.
 */
export const forumAuthorAnswer = z.object({
  name: z.string(),
  isViewer: z.boolean(),
});
export type ForumAuthor = z.infer<typeof forumAuthorAnswer>;

/**
 * A card of the list (product-rules.md#feedback-forum): badges, title, description, author, date, comment count, vote
 * toggle.
 */
export const forumPostSummaryAnswer = z.object({
  id: idAnswer(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(FORUM_CATEGORIES),
  status: z.enum(FORUM_STATUSES),
  createdAt: instantAnswer(),
  author: forumAuthorAnswer,
  voteCount: z.number().int(),
  viewerVoted: z.boolean(),
  commentCount: z.number().int(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummaryAnswer>;

/** GET /api/forum/posts: most votes first, then newest; FORUM_PAGE_SIZE at a time. */
export const forumPostPageAnswer = z.object({
  posts: z.array(forumPostSummaryAnswer),
  /** the offset of the next page, or null when this was the last */
  nextOffset: z.number().int().nullable(),
});
export type ForumPostPage = z.infer<typeof forumPostPageAnswer>;

export const forumCommentAnswer = z.object({
  id: idAnswer(),
  content: z.string(),
  createdAt: instantAnswer(),
  author: forumAuthorAnswer,
});
export type ForumComment = z.infer<typeof forumCommentAnswer>;

/** GET /api/forum/posts/{id}: the post page in one answer, comments oldest first. */
export const forumPostDetailAnswer = forumPostSummaryAnswer.extend({
  viewerSubscribed: z.boolean(),
  /** the viewer is a site administrator: the status can be changed */
  canChangeStatus: z.boolean(),
  comments: z.array(forumCommentAnswer),
});
export type ForumPostDetail = z.infer<typeof forumPostDetailAnswer>;

/** PUT/DELETE /api/forum/posts/{id}/vote */
export const forumVoteStateAnswer = z.object({
  voteCount: z.number().int(),
  viewerVoted: z.boolean(),
});
export type ForumVoteState = z.infer<typeof forumVoteStateAnswer>;

/** PUT/DELETE /api/forum/posts/{id}/subscription */
export const forumSubscriptionStateAnswer = z.object({
  viewerSubscribed: z.boolean(),
});
export type ForumSubscriptionState = z.infer<typeof forumSubscriptionStateAnswer>;
