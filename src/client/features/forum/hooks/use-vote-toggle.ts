import type { ForumVoteState } from '#shared/forum/forum.types';
import { showToast } from '#client/lib/toast';
import { useVoteForumPost } from '../api/vote-forum-post';

/**
 * Toggles the viewer's vote on a post; the change shows at once and is rolled back with the toast of
 * product-rules.md#feedback-forum.
 */
export function useVoteToggle() {
  const vote = useVoteForumPost();
  return (post: ForumVoteState & { id: string }) =>
    vote.mutate(
      { postId: post.id, vote: !post.viewerVoted },
      { onError: () => showToast({ kind: 'error', message: 'Failed to update vote' }) },
    );
}
