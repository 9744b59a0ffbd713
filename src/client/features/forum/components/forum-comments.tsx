import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ForumComment } from '#shared/forum/forum.types';
import { ForumCommentForm } from './forum-comment-form';
import { CommentList } from '#client/components/comment-list';

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
        <CommentList comments={comments} gap="md" />
      )}
      <ForumCommentForm postId={postId} />
    </Stack>
  );
}
