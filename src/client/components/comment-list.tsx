import { type MantineSpacing, Stack } from '@mantine/core';
import { useState } from 'react';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import { BlockPersonDialog } from './block-person-dialog';
import { CommentItem } from './comment-item';

interface ListedComment {
  id: string;
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
}

/**
 * A post's comments as a list (group posts, forum posts), in the order given. `blockOf` names the author of a comment
 * the viewer may block (someone else's), each feature by what it knows of them; one dialog serves the list.
 */
export function CommentList<Comment extends ListedComment>({
  comments,
  gap,
  blockOf,
}: {
  comments: readonly Comment[];
  gap: MantineSpacing;
  blockOf?: (comment: Comment) => BlockPersonInput | null;
}) {
  // the last author asked about stays while the dialog closes, so it closes as it opened
  const [blocking, setBlocking] = useState<{ person: BlockPersonInput; isOpen: boolean } | null>(null);
  return (
    <>
      <Stack component="ul" gap={gap} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {comments.map((comment) => {
          const person = blockOf?.(comment) ?? null;
          return (
            <CommentItem
              key={comment.id}
              author={comment.author}
              createdAt={comment.createdAt}
              content={comment.content}
              onBlock={person ? () => setBlocking({ person, isOpen: true }) : undefined}
            />
          );
        })}
      </Stack>
      {blocking ? (
        <BlockPersonDialog
          person={blocking.person}
          opened={blocking.isOpen}
          onClose={() => setBlocking({ ...blocking, isOpen: false })}
        />
      ) : null}
    </>
  );
}
