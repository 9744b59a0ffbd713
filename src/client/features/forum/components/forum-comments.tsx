import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ForumComment } from '#shared/forum/forum.types';
import { ForumCommentForm } from './forum-comment-form';
import { CommentList } from '#client/components/comment-list';

/** A post's comments, oldest first (as the server sends them), and the form for a new one. */
export function ForumComments({ postId, comments }: { postId: string; comments: ForumComment[] }) {
  const headingId = useId();
  const count = comments.length;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title id={headingId} order={2} fz="lg">
        <Trans>Comments ({count})</Trans>
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed">
          <Trans>No comments yet. Be the first to comment!</Trans>
        </Text>
      ) : (
        <CommentList
          comments={comments}
          gap="md"
          reportAs={{ kind: 'forum_comment', isOwn: (comment) => comment.author.isViewer }}
          // the forum never shows who wrote a comment: the server finds its author (decision 084)
          blockOf={(comment) => (comment.author.isViewer ? null : { forumCommentId: comment.id })}
        />
      )}
      <ForumCommentForm postId={postId} />
    </Stack>
  );
}
