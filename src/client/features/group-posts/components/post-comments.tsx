import { Stack, Text } from '@mantine/core';
import { usePostComments } from '../api/list-post-comments';
import { CommentForm } from './comment-form';
import { CommentList } from '#client/components/comment-list';

/** A post's comments, oldest first, loaded when opened; members add their own below. */
export function PostComments({
  id,
  groupId,
  postId,
  canComment,
}: {
  id: string;
  groupId: string;
  postId: string;
  canComment: boolean;
}) {
  const comments = usePostComments(groupId, postId);

  function list() {
    if (comments.isPending) {
      return (
        <Text size="sm" c="dimmed" role="status">
          Loading comments...
        </Text>
      );
    }
    if (comments.isError) {
      return (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Failed to load comments
        </Text>
      );
    }
    if (comments.data.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      );
    }
    return <CommentList comments={comments.data} gap="sm" />;
  }

  return (
    <Stack
      id={id}
      component="section"
      aria-label="Comments"
      gap="sm"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {list()}
      {canComment ? <CommentForm groupId={groupId} postId={postId} /> : null}
    </Stack>
  );
}
