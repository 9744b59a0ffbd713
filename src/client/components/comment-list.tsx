import { type MantineSpacing, Stack } from '@mantine/core';
import { useState } from 'react';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import type { ReportTargetKind } from '#shared/moderation/moderation.schemas';
import { BlockPersonDialog } from './block-person-dialog';
import { CommentItem } from './comment-item';
import { ReportDialog } from './report/report-dialog';

interface ListedComment {
  id: string;
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
}

/** A dialog of the list, about one comment: what it was last opened for stays while it closes, so it closes as it opened. */
interface Asked<Subject> {
  subject: Subject;
  isOpen: boolean;
}

/**
 * A post's comments as a list (group posts, forum posts), in the order given. With `reportAs`, each comment but the
 * viewer's own can be reported (decision 085); `blockOf` names the author of a comment the viewer may block (someone
 * else's), each feature by what it knows of them. One dialog of each serves the list.
 */
export function CommentList<Comment extends ListedComment>({
  comments,
  gap,
  reportAs,
  blockOf,
}: {
  comments: readonly Comment[];
  gap: MantineSpacing;
  reportAs?: { kind: ReportTargetKind; isOwn: (comment: Comment) => boolean };
  blockOf?: (comment: Comment) => BlockPersonInput | null;
}) {
  const [reporting, setReporting] = useState<Asked<string> | null>(null);
  const [blocking, setBlocking] = useState<Asked<BlockPersonInput> | null>(null);
  return (
    <>
      <Stack component="ul" gap={gap} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {comments.map((comment) => {
          const person = blockOf?.(comment) ?? null;
          const reportable = reportAs && !reportAs.isOwn(comment);
          return (
            <CommentItem
              key={comment.id}
              author={comment.author}
              createdAt={comment.createdAt}
              content={comment.content}
              onReport={reportable ? () => setReporting({ subject: comment.id, isOpen: true }) : undefined}
              onBlock={person ? () => setBlocking({ subject: person, isOpen: true }) : undefined}
            />
          );
        })}
      </Stack>
      {reporting && reportAs ? (
        <ReportDialog
          target={{ kind: reportAs.kind, id: reporting.subject }}
          opened={reporting.isOpen}
          onClose={() => setReporting({ ...reporting, isOpen: false })}
        />
      ) : null}
      {blocking ? (
        <BlockPersonDialog
          person={blocking.subject}
          opened={blocking.isOpen}
          onClose={() => setBlocking({ ...blocking, isOpen: false })}
        />
      ) : null}
    </>
  );
}
