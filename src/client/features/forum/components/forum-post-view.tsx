import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { ReportButton } from '#client/components/report/report-button';
import { useVoteToggle } from '../hooks/use-vote-toggle';
import { ForumCategoryBadge } from './forum-category-badge';
import { ForumPostMeta } from './forum-post-meta';
import { ForumComments } from './forum-comments';
import { ForumStatusBadge } from './forum-status-badge';
import { StatusSelect } from './status-select';
import { SubscriptionButton } from './subscription-button';
import { VoteButton } from './vote-button';

/**
 * The post page (product-rules.md#feedback-forum detail): badges, title, author, date, comment count, the vote and
 * notification toggles, Report (and the status for administrators), the description, then the comments.
 */
export function ForumPostView({
  post,
  authorActions,
}: {
  post: ForumPostDetail;
  /** what the viewer may do about the post's author (Block), composed by the screen */
  authorActions?: ReactNode;
}) {
  const toggleVote = useVoteToggle();
  return (
    <Stack gap="lg">
      <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="xs">
            <ForumCategoryBadge category={post.category} />
            <ForumStatusBadge status={post.status} />
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          <ForumPostMeta post={post} />
          {post.description ? (
            // user text as text: line breaks kept, long words wrapped, never HTML
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.description}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              <Trans>No description.</Trans>
            </Text>
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="sm">
              <VoteButton
                title={post.title}
                voteCount={post.voteCount}
                viewerVoted={post.viewerVoted}
                onToggle={() => toggleVote(post)}
                layout="inline"
              />
              <SubscriptionButton postId={post.id} isSubscribed={post.viewerSubscribed} />
              {authorActions}
              {post.author.isViewer ? null : <ReportButton target={{ kind: 'forum_post', id: post.id }} />}
            </Group>
            {post.canChangeStatus ? <StatusSelect postId={post.id} status={post.status} /> : null}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ForumComments postId={post.id} comments={post.comments} />
      </Paper>
    </Stack>
  );
}
