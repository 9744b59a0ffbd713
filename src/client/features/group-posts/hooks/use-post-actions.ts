import { useLingui } from '@lingui/react/macro';
import type { ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { showToast } from '#client/lib/toast';
import { useDeleteGroupPost } from '../api/delete-group-post';
import { usePinGroupPost } from '../api/pin-group-post';
import { useReactToGroupPost } from '../api/react-to-group-post';
import { useUpdateGroupPost } from '../api/update-group-post';
import { messageOf } from '#client/lib/api-client';
import { writeFailureMessage } from '#client/lib/out-of-reach';

/**
 * Edit, delete, pin and react, each with the toasts of product-rules.md#group-messages; each resolves to whether it
 * worked.
 */
export function usePostActions(groupId: string) {
  const { t } = useLingui();
  const updatePost = useUpdateGroupPost(groupId);
  const deletePost = useDeleteGroupPost(groupId);
  const pinPost = usePinGroupPost(groupId);
  const react = useReactToGroupPost(groupId);

  async function attempt(
    action: () => Promise<unknown>,
    success: string | null,
    failure: (error: unknown) => string,
  ): Promise<boolean> {
    try {
      await action();
    } catch (error) {
      showToast({ kind: 'error', message: failure(error) });
      return false;
    }
    if (success) showToast({ kind: 'success', message: success });
    return true;
  }

  return {
    edit: (post: GroupPost, content: string) =>
      attempt(
        () => updatePost.mutateAsync({ postId: post.id, content }),
        t`Post updated successfully`,
        (error) => messageOf(error, t`Failed to update post`),
      ),
    remove: (post: GroupPost) =>
      attempt(
        () => deletePost.mutateAsync(post.id),
        t`Post deleted successfully`,
        (error) => messageOf(error, t`Failed to delete post`),
      ),
    togglePin: (post: GroupPost) =>
      attempt(
        () => pinPost.mutateAsync({ postId: post.id, pinned: !post.pinned }),
        post.pinned ? t`Post unpinned` : t`Post pinned`,
        () => t`Failed to update pin status`,
      ),
    // a reaction shows itself: no success toast
    react: (post: GroupPost, type: ReactionType, add: boolean) =>
      attempt(
        () => react.mutateAsync({ post, type, add }),
        null,
        (error) => writeFailureMessage(error, t`Failed to update reaction`),
      ),
    isUpdating: (post: GroupPost) => updatePost.isPending && updatePost.variables?.postId === post.id,
    isDeleting: (post: GroupPost) => deletePost.isPending && deletePost.variables === post.id,
  };
}

export type PostActions = ReturnType<typeof usePostActions>;
