import { useLingui } from '@lingui/react/macro';
import type { ForumVoteState } from '#shared/forum/forum.types';
import { writeFailureMessage } from '#client/lib/out-of-reach';
import { showToast } from '#client/lib/toast';
import { useVoteForumPost } from '../api/vote-forum-post';

/**
 * Toggles the viewer's vote on a post; the change shows at once and is rolled back with the server's reason, or the
 * toast of product-rules.md#feedback-forum (decision 065).
 */
export function useVoteToggle() {
  const { t } = useLingui();
  const vote = useVoteForumPost();
  return (post: ForumVoteState & { id: string }) =>
    vote.mutate(
      { postId: post.id, vote: !post.viewerVoted },
      {
        onError: (error) =>
          showToast({ kind: 'error', message: writeFailureMessage(error, t`Failed to update vote`) }),
      },
    );
}
