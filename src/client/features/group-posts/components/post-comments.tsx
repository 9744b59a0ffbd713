import { Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import { usePostComments } from '../api/list-post-comments';
import { formatPostDate } from '../utils/post-dates';
import { CommentForm } from './comment-form';

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
          <Group key={comment.id} component="li" gap="sm" align="flex-start" wrap="nowrap">
            <UserAvatar name={comment.author.name} image={comment.author.avatar} size="sm" />
            <Stack gap={2} miw={0}>
              <Group gap={8} wrap="wrap">
                <Text size="sm" fw={600}>
                  {comment.author.name}
                </Text>
                <Text component="time" dateTime={comment.createdAt} size="xs" c="dimmed">
                  {formatPostDate(comment.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.content}
              </Text>
            </Stack>
          </Group>
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
