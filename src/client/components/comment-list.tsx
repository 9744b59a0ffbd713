import { type MantineSpacing, Stack } from '@mantine/core';
import type { ReportTargetKind } from '#shared/moderation/moderation.schemas';
import { CommentItem } from './comment-item';
import { ReportButton } from './report/report-button';

interface ListedComment {
  id: string;
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
}

/**
 * A post's comments as a list (group posts, forum posts), in the order given. With `reportAs`, each comment but the
 * viewer's own has a Report button (decision 085).
 */
export function CommentList<Comment extends ListedComment>({
  comments,
  gap,
  reportAs,
}: {
  comments: readonly Comment[];
  gap: MantineSpacing;
  reportAs?: { kind: ReportTargetKind; isOwn: (comment: Comment) => boolean };
}) {
  return (
    <Stack component="ul" gap={gap} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          author={comment.author}
          createdAt={comment.createdAt}
          content={comment.content}
          action={
            reportAs && !reportAs.isOwn(comment) ? (
              <ReportButton target={{ kind: reportAs.kind, id: comment.id }} />
            ) : null
          }
        />
      ))}
    </Stack>
  );
}
