import { DELETED_USER_NAME } from '#shared/account-deletion/account-deletion.schemas';
import { FORUM_ANONYMOUS_AUTHOR, type ForumCategory, type ForumStatus } from '#shared/forum/forum.schemas';
import type { ForumAuthor, ForumComment, ForumPostSummary } from '#shared/forum/forum.types';
import type { Actor } from '#server/app-env';
import type { ForumCommentRow, ForumPostRow } from './forum-posts.queries';

/**
 * product-rules.md#feedback-forum: the viewer sees their own name, everyone else is 'User'. The name comes from the
 * viewer's session, so nobody else's name (nor id, nor e-mail) is ever read for the forum, let alone sent. A post or
 * comment whose author deleted their account (no author id) is 'Deleted user' (product-rules.md#account-deletion).
 */
export const toForumAuthor = (authorId: string | null, viewer: Actor): ForumAuthor => {
  if (authorId === null) return { name: DELETED_USER_NAME, isViewer: false };
  return authorId === viewer.userId
    ? { name: viewer.name, isViewer: true }
    : { name: FORUM_ANONYMOUS_AUTHOR, isViewer: false };
};

export function toForumPostSummary(row: ForumPostRow, viewer: Actor): ForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // the table's checks allow only these
    category: row.category as ForumCategory,
    status: row.status as ForumStatus,
    createdAt: row.createdAt.toISOString(),
    author: toForumAuthor(row.authorId, viewer),
    voteCount: row.voteCount,
    viewerVoted: row.viewerVoted,
    commentCount: row.commentCount,
  };
}

export const toForumComment = (row: ForumCommentRow, viewer: Actor): ForumComment => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  author: toForumAuthor(row.authorId, viewer),
});
