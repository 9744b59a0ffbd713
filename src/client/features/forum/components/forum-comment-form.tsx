import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { FORUM_COMMENT_MAX, forumCommentSchema } from '#shared/forum/forum.schemas';
import { useCommentDraft } from '#client/hooks/use-comment-draft';
import { useAddForumComment } from '../api/add-forum-comment';
import { addCommentFailureMessage } from '../utils/forum-messages';

/**
 * Adds a comment (product-rules.md#feedback-forum: not empty after trimming; 'Add Comment' waits for some text). A
 * failure keeps it.
 */
export function ForumCommentForm({ postId }: { postId: string }) {
  const { t, i18n } = useLingui();
  const addComment = useAddForumComment(postId);
  const { content, setContent, canSend, submit } = useCommentDraft({
    schema: forumCommentSchema,
    send: (text) => addComment.mutateAsync(text),
    successMessage: t`Your comment has been added!`,
    failureMessage: (error) => addCommentFailureMessage(error, i18n),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t`Add a comment`}
          placeholder={t`Share your thoughts...`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={FORUM_COMMENT_MAX}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSend} loading={addComment.isPending}>
            <Trans>Add Comment</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
