import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { canModerate, type GroupRole } from '#shared/domain/group-roles';
import { LabelledLoader } from '#client/components/labelled-loader';
import { useGroupPosts } from '../api/list-group-posts';
import { usePostActions } from '../hooks/use-post-actions';
import { PostCard, type PostViewer } from './post-card';
import { PostComposer } from './post-composer';

interface GroupPostsTabProps {
  groupId: string;
  /** the viewer's role in the group; null when they are not a member */
  viewerRole: GroupRole | null;
  viewerId: string;
  /** members post, comment and react (product-rules.md#group-posts); others only read */
  canPost: boolean;
}

/**
 * The Posts tab of a group (product-rules.md#group-posts): the composer for members, then the posts, pinned first and
 * then newest, each with its images, reactions and comments.
 */
export function GroupPostsTab({ groupId, viewerRole, viewerId, canPost }: GroupPostsTabProps) {
  const { t } = useLingui();
  const posts = useGroupPosts(groupId);
  const actions = usePostActions(groupId);
  const viewer: PostViewer = { id: viewerId, canModerate: canModerate(viewerRole), canTakePart: canPost };

  function list() {
    if (posts.isPending) {
      return <LabelledLoader label={t`Loading posts...`} py="xl" />;
    }
    if (posts.isError) {
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t`Failed to load posts`}
        >
          <Button variant="default" size="xs" mt="xs" onClick={() => void posts.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      );
    }
    if (posts.data.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {canPost ? t`No posts yet. Be the first to share something!` : t`No posts yet.`}
        </Text>
      );
    }
    return (
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {posts.data.map((post) => (
          <li key={post.id}>
            <PostCard groupId={groupId} post={post} viewer={viewer} actions={actions} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {canPost ? <PostComposer groupId={groupId} /> : null}
      {list()}
    </Stack>
  );
}
