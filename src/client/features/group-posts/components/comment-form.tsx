import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Textarea } from '@mantine/core';
import { commentSchema } from '#shared/groups/groups.schemas';
import { useCommentDraft } from '#client/hooks/use-comment-draft';
import { useAddPostComment } from '../api/add-post-comment';
import { messageOf } from '#client/lib/api-client';

/** Adds a comment (product-rules.md#group-posts: not empty after trimming; the button waits for some text). */
export function CommentForm({ groupId, postId }: { groupId: string; postId: string }) {
  const { t } = useLingui();
  const addComment = useAddPostComment(groupId, postId);
  const { content, setContent, canSend, submit } = useCommentDraft({
    schema: commentSchema,
    send: (text) => addComment.mutateAsync(text),
    successMessage: t`Comment added successfully`,
    failureMessage: (error) => messageOf(error, t`Failed to add comment`),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t`Write a comment`}
          placeholder={t`Write a comment...`}
          autosize
          minRows={1}
          maxRows={6}
          flex={1}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!canSend} loading={addComment.isPending}>
          <Trans>Comment</Trans>
        </Button>
      </Group>
    </form>
  );
}
