import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { usePostComments } from '../api/list-post-comments';
import { CommentForm } from './comment-form';
import { CommentList } from '#client/components/comment-list';

/** A post's comments, oldest first, loaded when opened; members add their own below. */
export function PostComments({
  id,
  groupId,
  postId,
  viewerId,
  canComment,
}: {
  id: string;
  groupId: string;
  postId: string;
  /** someone else's comment offers Report and Block (decision 085, product-rules.md#blocking) */
  viewerId: string;
  canComment: boolean;
}) {
  const { t } = useLingui();
  const comments = usePostComments(groupId, postId);

  function list() {
    if (comments.isPending) {
      return (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Loading comments...</Trans>
        </Text>
      );
    }
    if (comments.isError) {
      return (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          <Trans>Failed to load comments</Trans>
        </Text>
      );
    }
    if (comments.data.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          <Trans>No comments yet.</Trans>
        </Text>
      );
    }
    return (
      <CommentList
        comments={comments.data}
        gap="sm"
        reportAs={{ kind: 'group_comment', isOwn: (comment) => comment.author.id === viewerId }}
        blockOf={(comment) => (comment.author.id === viewerId ? null : { userId: comment.author.id })}
      />
    );
  }

  return (
    <Stack
      id={id}
      component="section"
      aria-label={t`Comments`}
      gap="sm"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {list()}
      {canComment ? <CommentForm groupId={groupId} postId={postId} /> : null}
    </Stack>
  );
}
