import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import type { GroupDetail } from '#shared/groups/groups.types';
import { ChallengeGrid } from '#client/features/challenges/components/challenge-grid';
import { GroupPostsTab } from '#client/features/group-posts/components/group-posts-tab';
import { useGroup } from '#client/features/groups/api/get-group';
import { GroupDetailView } from '#client/features/groups/components/group-detail-view';
import { GroupLoading } from '#client/features/groups/components/group-loading';
import { usePageTitle } from '#client/hooks/use-page-title';
import { useSession } from '#client/features/session/hooks/use-session';
import { UserMultiPicker } from '#client/features/users/components/user-multi-picker';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

/**
 * /groups/:id (product-rules.md#groups detail): the group's page, composed from the groups, posts, users and
 * challenges features.
 */
export default function GroupDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const group = useGroup(id);

  // product-rules.md#group-messages: 'Failed to load group details', then back to the list (a missing or deleted
  // group too)
  useEffect(() => {
    if (group.isError) showToast({ kind: 'error', message: t`Failed to load group details` });
  }, [group.isError, t]);

  if (group.isPending) return <GroupLoading />;
  if (group.isError) return <Navigate to={paths.groups()} replace />;
  return <GroupPage group={group.data} />;
}

function GroupPage({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  // the signed-in layout renders this page only for a signed-in person
  const viewerId = useSession().user?.id ?? '';
  usePageTitle(group.name);
  return (
    <GroupDetailView
      group={group}
      viewerId={viewerId}
      postsTab={
        <GroupPostsTab
          groupId={group.id}
          viewerRole={group.viewerRole}
          viewerId={viewerId}
          canPost={group.viewerRole !== null}
        />
      }
      memberPicker={(picker) => <UserMultiPicker label={t`Find people to add`} {...picker} />}
      renderChallenges={(challenges) => <ChallengeGrid challenges={challenges} />}
    />
  );
}
