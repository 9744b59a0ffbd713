import { Button, Group, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { commentSchema } from '../../../../shared/groups/groups.schemas';
import { showToast } from '../../../lib/toast';
import { useAddPostComment } from '../api/add-post-comment';
import { failureMessage } from '../utils/failure-message';

/** Adds a comment (spec §5: not empty after trimming; the button waits for some text). */
export function CommentForm({ groupId, postId }: { groupId: string; postId: string }) {
  const addComment = useAddPostComment(groupId, postId);
  const [content, setContent] = useState('');
  const parsed = commentSchema.safeParse({ content });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    try {
      await addComment.mutateAsync(parsed.data.content);
    } catch (error) {
      showToast({ kind: 'error', message: failureMessage(error, 'Failed to add comment') });
      return;
    }
    showToast({ kind: 'success', message: 'Comment added successfully' });
    setContent('');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Write a comment"
          placeholder="Write a comment..."
          autosize
          minRows={1}
          maxRows={6}
          flex={1}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!parsed.success} loading={addComment.isPending}>
          Comment
        </Button>
      </Group>
    </form>
  );
}
