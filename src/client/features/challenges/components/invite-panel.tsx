import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Tabs, Title } from '@mantine/core';
import { IconInfoCircle, IconLink, IconMail, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { GroupMembersTab } from './group-members-tab';
import { ShareOptions } from './share-options';

interface InvitePanelProps {
  challenge: ChallengeDetail;
  /** the Email tab's form, from the invitations feature */
  emailInvite: ReactNode;
}

/**
 * Inviting friends (product-rules.md#sharing): by e-mail, by share link, and from the group for the organizer
 * of a group-linked challenge that is not completed. A completed challenge cannot be invited to
 * (#joining-and-leaving).
 */
export function InvitePanel({ challenge, emailInvite }: InvitePanelProps) {
  const { t } = useLingui();
  const showsGroupTab =
    challenge.viewer.isOrganizer && challenge.group !== null && challenge.status !== 'completed';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        <Trans>Invite Friends</Trans>
      </Title>
      <Tabs defaultValue="email">
        <Tabs.List mb="md">
          <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
            <Trans>Email</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="share-link" leftSection={<IconLink size={16} aria-hidden />}>
            <Trans>Share Link</Trans>
          </Tabs.Tab>
          {showsGroupTab ? (
            <Tabs.Tab value="group" leftSection={<IconUsersGroup size={16} aria-hidden />}>
              <Trans>Group</Trans>
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="email">
          {challenge.status === 'completed' ? (
            <Alert
              color="gray"
              variant="light"
              title={t`Challenge Completed`}
              icon={<IconInfoCircle aria-hidden />}
            >
              <Trans>Cannot invite friends to a completed challenge.</Trans>
            </Alert>
          ) : (
            emailInvite
          )}
        </Tabs.Panel>
        <Tabs.Panel value="share-link">
          <ShareOptions challenge={challenge} />
        </Tabs.Panel>
        {showsGroupTab ? (
          <Tabs.Panel value="group">
            <GroupMembersTab challengeId={challenge.id} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Paper>
  );
}
