import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ForumPostSummary } from '#shared/forum/forum.types';
import { ForumCategoryBadge } from './forum-category-badge';
import { ForumPostMeta } from './forum-post-meta';
import classes from '#client/components/link-card.module.css';
import { ForumStatusBadge } from './forum-status-badge';
import { VoteButton } from './vote-button';
import { paths } from '#client/lib/paths';

/**
 * One post in the forum list (product-rules.md#feedback-forum): the vote toggle, category and status, title, two
 * lines of description, author, date and comment count; a click anywhere else opens the post.
 */
export function ForumPostCard({ post, onVote }: { post: ForumPostSummary; onVote: () => void }) {
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div className={classes.above}>
          <VoteButton
            title={post.title}
            voteCount={post.voteCount}
            viewerVoted={post.viewerVoted}
            onToggle={onVote}
          />
        </div>
        <Stack gap={6} miw={0} flex={1}>
          <Group gap="xs">
            <ForumCategoryBadge category={post.category} />
            <ForumStatusBadge status={post.status} />
          </Group>
          <Title order={2} fz="lg" lineClamp={2}>
            <Link to={paths.forumPost(post.id)} className={classes.link}>
              {post.title}
            </Link>
          </Title>
          {post.description ? (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {post.description}
            </Text>
          ) : null}
          <ForumPostMeta post={post} />
        </Stack>
      </Group>
    </Paper>
  );
}
