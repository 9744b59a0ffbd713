import type { ForumVoteState } from '#shared/forum/forum.types';

/**
 * The post as it is once the viewer's vote is given (`voted`) or taken back: shown at once, then replaced by the
 * server's answer. Giving a vote the viewer already gave changes nothing (one vote per person and post).
 */
export function withViewerVote<T extends ForumVoteState>(post: T, voted: boolean): T {
  if (post.viewerVoted === voted) return post;
  return { ...post, viewerVoted: voted, voteCount: Math.max(0, post.voteCount + (voted ? 1 : -1)) };
}
