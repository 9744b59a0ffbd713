import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { GroupCard, GroupDetail } from '#shared/groups/groups.types';
import { PageLoader } from '#client/components/page-loader';
import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { useGroup } from '#client/features/groups/api/get-group';
import { useGroupCard } from '#client/features/groups/api/get-group-card';
import { useJoinGroup } from '#client/features/groups/api/join-group';
import { joinedGroupMessage, joinGroupFailureMessage } from '#client/features/groups/utils/group-messages';
import { JoinGroupCard } from '#client/features/groups/components/join-group-card';
import { useSession } from '#client/features/session/hooks/use-session';
import { ApiError } from '#client/lib/api-client';
import { storePending } from '#client/lib/pending-destination';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

/**
 * The page a group's invite link opens (product-rules.md#groups). Public: a signed-out visitor sees the card,
 * and Join Group sends them to /auth with the id kept as pending, to be added automatically once signed in or up.
 */
export default function JoinGroupPage() {
  const { groupId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <VisitorShellSkeleton />;
  return user ? <SignedInJoinPage groupId={groupId} /> : <VisitorJoinPage groupId={groupId} />;
}

function VisitorJoinPage({ groupId }: { groupId: string }) {
  const navigate = useNavigate();
  const card = useGroupCard(groupId);
  const joinAfterSignIn = () => {
    storePending('groupJoin', groupId);
    navigate(paths.auth());
  };
  return (
    <JoinPageFrame query={card}>
      {(group) => (
        <JoinGroupCard
          group={group}
          createdByName={group.createdByName}
          isMember={false}
          isJoining={false}
          onJoin={joinAfterSignIn}
        />
      )}
    </JoinPageFrame>
  );
}

function SignedInJoinPage({ groupId }: { groupId: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // the detail, not the card: it says whether the viewer is already a member
  const group = useGroup(groupId);
  const join = useJoinGroup();

  async function joinGroup() {
    let joined: GroupDetail;
    try {
      joined = await join.mutateAsync(groupId);
    } catch (error) {
      showToast({ kind: 'error', message: joinGroupFailureMessage(error, i18n) });
      // joined meanwhile in another tab: the page then offers 'Go to Group'
      void group.refetch();
      return;
    }
    showToast({ kind: 'success', message: joinedGroupMessage(joined.name, i18n) });
    navigate(paths.group(joined.id));
  }

  return (
    <JoinPageFrame query={group}>
      {(detail) => (
        <JoinGroupCard
          group={detail}
          createdByName={detail.createdBy?.name ?? null}
          isMember={detail.viewerRole !== null}
          isJoining={join.isPending}
          onJoin={joinGroup}
        />
      )}
    </JoinPageFrame>
  );
}

/** Loading, the spec's 'Group not found' (toast, then /groups) or 'Failed to load group information', or the card. */
function JoinPageFrame<T extends GroupCard>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (group: T) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  const isFailed = query.isError && !isNotFound;

  useEffect(() => {
    if (isNotFound) {
      showToast({ kind: 'error', message: t`Group not found` });
      navigate(paths.groups(), { replace: true });
    }
  }, [isNotFound, navigate, t]);
  useEffect(() => {
    if (isFailed) showToast({ kind: 'error', message: t`Failed to load group information` });
  }, [isFailed, t]);

  return (
    <Box component="main" py={{ base: 'lg', sm: 48 }} px="md">
      <Container size="sm" px={0}>
        {query.isPending || isNotFound ? (
          <PageLoader label={t`Loading group...`} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          children(query.data)
        )}
      </Container>
    </Box>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="md">
        <Title order={1} fz="xl">
          <Trans>Failed to load group information</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>Please check your connection and try again.</Trans>
        </Text>
        <Button onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
        <Button component={Link} to={paths.groups()} variant="default">
          <Trans>Browse Other Groups</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
