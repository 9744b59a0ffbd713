import type { ForumCategory, ForumStatus } from './forum.schemas';

// The JSON the forum API answers with. Instants are ISO strings.

/**
 * product-rules.md#feedback-forum: the author's own name when the author is the viewer, else 'User'; never an id or
 * an e-mail.
 */
export interface ForumAuthor {
  name: string;
  isViewer: boolean;
}

/**
 * A card of the list (product-rules.md#feedback-forum): badges, title, description, author, date, comment count, vote
 * toggle.
 */
export interface ForumPostSummary {
  id: string;
  title: string;
  description: string | null;
  category: ForumCategory;
  status: ForumStatus;
  createdAt: string;
  author: ForumAuthor;
  voteCount: number;
  viewerVoted: boolean;
  commentCount: number;
}

/** GET /api/forum/posts: most votes first, then newest; FORUM_PAGE_SIZE at a time. */
export interface ForumPostPage {
  posts: ForumPostSummary[];
  /** the offset of the next page, or null when this was the last */
  nextOffset: number | null;
}

export interface ForumComment {
  id: string;
  content: string;
  createdAt: string;
  author: ForumAuthor;
}

/** GET /api/forum/posts/{id}: the post page in one answer, comments oldest first. */
export interface ForumPostDetail extends ForumPostSummary {
  viewerSubscribed: boolean;
  /** the viewer is a site administrator: the status can be changed */
  canChangeStatus: boolean;
  comments: ForumComment[];
}

/** PUT/DELETE /api/forum/posts/{id}/vote */
export interface ForumVoteState {
  voteCount: number;
  viewerVoted: boolean;
}

/** PUT/DELETE /api/forum/posts/{id}/subscription */
export interface ForumSubscriptionState {
  viewerSubscribed: boolean;
}
