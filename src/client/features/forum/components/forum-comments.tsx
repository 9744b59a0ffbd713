import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ForumComment } from '../../../../shared/forum/forum.types';
import { UserAvatar } from '../../../components/user-avatar';
import { formatCommentDate } from '../utils/forum-dates';
import { ForumCommentForm } from './forum-comment-form';

/** A post's comments, oldest first (as the server sends them), and the form for a new one. */
export function ForumComments({ postId, comments }: { postId: string; comments: ForumComment[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title id={headingId} order={2} fz="lg">
        Comments ({comments.length})
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed">No comments yet. Be the first to comment!</Text>
      ) : (
        <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.map((comment) => (
            <Group key={comment.id} component="li" gap="sm" align="flex-start" wrap="nowrap">
              <UserAvatar name={comment.author.name} size="md" />
              <Stack gap={2} miw={0}>
                <Group gap={8} style={{ rowGap: 0 }}>
                  <Text size="sm" fw={600}>
                    {comment.author.name}
                  </Text>
                  <Text component="time" dateTime={comment.createdAt} size="xs" c="dimmed">
                    {formatCommentDate(comment.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.content}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <ForumCommentForm postId={postId} />
    </Stack>
  );
}
