import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '#client/components/back-link';
import { PageLoader } from '#client/components/page-loader';
import { useForumPost } from '#client/features/forum/api/get-forum-post';
import { ForumPostView } from '#client/features/forum/components/forum-post-view';
import { BlockPersonButton } from '#client/components/block-person-button';
import { usePageTitle } from '#client/hooks/use-page-title';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

/** /feedback-forum/post/:id (product-rules.md#feedback-forum detail); 'Post not found' for a missing one. */
export default function ForumPostPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = useForumPost(id);
  const isMissing = post.error instanceof ApiError && post.error.status === 404;
  const isFailed = post.isError && !isMissing;
  usePageTitle(post.data?.title ?? (isMissing ? t`Post not found` : undefined));

  useEffect(() => {
    if (isFailed) showToast({ kind: 'error', message: t`Failed to load post details` });
  }, [isFailed, t]);

  function content() {
    if (post.isPending) return <PageLoader label={t`Loading post...`} />;
    if (post.isError) {
      return (
        <>
          <Title order={1} fz={26}>
            {isMissing ? t`Post not found` : t`Failed to load post details`}
          </Title>
          {isMissing ? (
            <Text mt="sm">
              <Trans>It may have been removed, or the link is mistyped.</Trans>
            </Text>
          ) : null}
          <Group mt="lg" gap="sm">
            {isMissing ? null : (
              <Button onClick={() => void post.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            )}
            <Button component={Link} to={paths.forum()} variant="default">
              <Trans>Back to Forum</Trans>
            </Button>
          </Group>
        </>
      );
    }
    return (
      <>
        <BackLink to={paths.forum()} label={t`Back to Forum`} />
        <ForumPostView
          post={post.data}
          authorActions={
            post.data.author.isViewer ? null : (
              // their posts are hidden from now on: back to the list, where this one is gone too
              <BlockPersonButton
                person={{ forumPostId: post.data.id }}
                onBlocked={() => void navigate(paths.forum())}
              />
            )
          }
        />
      </>
    );
  }

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      {content()}
    </Container>
  );
}
