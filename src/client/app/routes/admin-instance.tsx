import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '#client/components/back-link';
import { PageLoader } from '#client/components/page-loader';
import { useInstanceOverview } from '#client/features/instance/api/get-instance-overview';
import { InstanceCounts } from '#client/features/instance/components/instance-counts';
import { InviteLinksSection } from '#client/features/instance/components/invite-links-section';
import { PeopleSection } from '#client/features/instance/components/people-section';
import { SignUpModeSelector } from '#client/features/instance/components/sign-up-mode-selector';
import { WaitingAccountsSection } from '#client/features/instance/components/waiting-accounts-section';
import { useSession } from '#client/features/session/hooks/use-session';
import { ApiError, messageOf } from '#client/lib/api-client';
import { paths } from '#client/lib/paths';
import { AccessDenied } from '#client/components/access-denied';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} fz="xl" mb="sm">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </section>
  );
}

/**
 * /admin/instance: the instance page of site administrators (product-rules.md#instance-page): today's counts, the
 * sign-up mode, accounts waiting for approval, invite links and people. Others are told it is not theirs (403).
 */
export default function AdminInstancePage() {
  const { t } = useLingui();
  const overview = useInstanceOverview();
  const session = useSession();
  const isRefused = overview.error instanceof ApiError && overview.error.status === 403;

  if (isRefused) {
    return (
      <AccessDenied
        reason={<Trans>Only site administrators can see the instance page.</Trans>}
        backTo={paths.forum()}
        backLabel={t`Back to Forum`}
      />
    );
  }

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <BackLink to={paths.forum()} label={t`Back to Forum`} />
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>Instance</Trans>
      </Title>
      {overview.isPending ? (
        <PageLoader label={t`Loading the instance...`} />
      ) : overview.isError ? (
        <Alert color="red" role="alert">
          {messageOf(overview.error, t`Failed to load the instance page. Please try again.`)}
        </Alert>
      ) : (
        <Stack gap="xl">
          <InstanceCounts counts={overview.data.counts} />
          <Section id="sign-up-heading" title={<Trans>Sign-up</Trans>}>
            <SignUpModeSelector mode={overview.data.signUpMode} />
          </Section>
          <Section id="waiting-heading" title={<Trans>Waiting for approval</Trans>}>
            <WaitingAccountsSection waiting={overview.data.waiting} />
          </Section>
          <Section id="invite-links-heading" title={<Trans>Invite links</Trans>}>
            <InviteLinksSection links={overview.data.inviteLinks} />
          </Section>
          <Section id="people-heading" title={<Trans>People</Trans>}>
            <PeopleSection viewerId={session.user?.id} />
          </Section>
        </Stack>
      )}
    </Container>
  );
}
