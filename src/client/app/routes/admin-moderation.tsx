import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BackLink } from '#client/components/back-link';
import { PageLoader } from '#client/components/page-loader';
import { useModerationAccess } from '#client/features/moderation/api/moderation-queries';
import { ModerationView, type ModerationTab } from '#client/features/moderation/components/moderation-view';
import { paths } from '#client/lib/paths';
import { AccessDenied } from '#client/components/access-denied';

const TABS: readonly ModerationTab[] = ['open', 'closed', 'audit', 'suspended'];

/**
 * /admin/moderation (decision 085): the moderation queue and audit log for site administrators (everything) and a
 * group's admins and moderators (their groups; ?groupId= picks one). Anyone else: Access Denied.
 */
export default function AdminModerationPage() {
  const { t } = useLingui();
  const access = useModerationAccess();
  const [params, setParams] = useSearchParams();
  const groupId = params.get('groupId');
  const tabParam = params.get('tab') as ModerationTab | null;
  const tab = tabParam && TABS.includes(tabParam) ? tabParam : 'open';
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const moderatesNothing = access.data && !access.data.siteAdmin && access.data.groups.length === 0;
  if (moderatesNothing) {
    return (
      <AccessDenied
        reason={<Trans>Only site administrators and group moderators can moderate.</Trans>}
        backTo={paths.dashboard()}
        backLabel={t`Back to Dashboard`}
      />
    );
  }

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      {groupId ? <BackLink to={paths.group(groupId)} label={t`Back to Group`} /> : null}
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        <Trans>Moderation</Trans>
      </Title>
      <Text mt={4} mb="lg">
        <Trans>Reports people sent, what moderators did about them, and every action in the audit log.</Trans>
      </Text>
      {access.isPending ? (
        <PageLoader label={t`Loading...`} />
      ) : access.isError ? (
        <Button variant="default" onClick={() => void access.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      ) : (
        <ModerationView
          access={access.data}
          groupId={groupId}
          onGroupChange={(value) => setParam('groupId', value)}
          tab={tab}
          onTabChange={(value) => setParam('tab', value === 'open' ? null : value)}
        />
      )}
    </Container>
  );
}
