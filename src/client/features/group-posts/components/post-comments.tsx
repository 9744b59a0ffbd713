import { Stack, Text } from '@mantine/core';
import { usePostComments } from '../api/list-post-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from '#client/components/comment-item';

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
    return (
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {comments.data.map((comment) => (
          <CommentItem
            key={comment.id}
            author={comment.author}
            createdAt={comment.createdAt}
            content={comment.content}
          />
        ))}
      </Stack>
    );
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
