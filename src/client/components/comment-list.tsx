import { type MantineSpacing, Stack } from '@mantine/core';
import { CommentItem } from './comment-item';

interface ListedComment {
  id: string;
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
}

/** A post's comments as a list (group posts, forum posts), in the order given. */
export function CommentList({ comments, gap }: { comments: readonly ListedComment[]; gap: MantineSpacing }) {
  return (
    <Stack component="ul" gap={gap} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((comment) => (
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
