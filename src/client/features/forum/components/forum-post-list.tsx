import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { ForumCategory } from '#shared/forum/forum.schemas';
import { PageLoader } from '#client/components/page-loader';
import { showToast } from '#client/lib/toast';
import { useForumPosts } from '../api/list-forum-posts';
import { useVoteToggle } from '../hooks/use-vote-toggle';
import { postsOfPages } from '../utils/posts-of-pages';
import { ForumPostCard } from './forum-post-card';
import { EmptyCard } from '#client/components/empty-card';
import { paths } from '#client/lib/paths';

/**
 * The posts of one tab (product-rules.md#feedback-forum), in the order the server sends them (most votes, then
 * newest), with 'Load more' while there are more. A vote does not move a card: the order catches up on the next read.
 */
export function ForumPostList({ category }: { category: ForumCategory | null }) {
  const { t } = useLingui();
  const loadFailure = t`Failed to load forum posts`;
  const posts = useForumPosts(category);
  const toggleVote = useVoteToggle();
  const isFailed = posts.isError;

  useEffect(() => {
    if (isFailed) showToast({ kind: 'error', message: loadFailure });
  }, [isFailed, loadFailure]);

  if (posts.isPending) return <PageLoader label={t`Loading posts...`} />;
  if (posts.isError && !posts.data) {
    return (
      <EmptyCard
        text={loadFailure}
        action={
          <Button variant="default" onClick={() => void posts.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }
  const list = postsOfPages(posts.data.pages);
  if (list.length === 0) {
    return (
      <EmptyCard
        text={t`No posts found in this category.`}
        action={
          <Button component={Link} to={paths.newForumPost()} leftSection={<IconPlus size={18} aria-hidden />}>
            <Trans>Create First Post</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((post) => (
          <li key={post.id}>
            <ForumPostCard post={post} onVote={() => toggleVote(post)} />
          </li>
        ))}
      </Stack>
      {posts.hasNextPage ? (
        <Center>
          <Button
            variant="default"
            loading={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            <Trans>Load more</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
