import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { IconPlus, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InvitableChallenge } from '#shared/invitations/invitations.types';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useInvitableChallenges } from '../api/get-invitable-challenges';
import { useSendInvitation } from '../api/send-invitation';
import { paths } from '#client/lib/paths';

interface InviteToChallengeMenuProps {
  userId: string;
  userName: string;
}

/**
 * Find Users' Connect (product-rules.md#invitations): invite the person to one of the viewer's challenges. The server
 * looks up their address and notifies their account; the viewer never sees the address.
 */
export function InviteToChallengeMenu({ userId, userName }: InviteToChallengeMenuProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  // the viewer's challenges are asked for only once the menu opens
  const challenges = useInvitableChallenges(isOpen);
  const sendInvitation = useSendInvitation();

  async function invite(challenge: InvitableChallenge) {
    try {
      await sendInvitation.mutateAsync({ challengeId: challenge.id, userId });
    } catch (error) {
      showToast({
        kind: 'error',
        title: t`Failed to send invitation`,
        message: messageOf(error, t`Please try again.`),
      });
      return;
    }
    showToast({
      kind: 'success',
      title: t`Invitation Sent`,
      // the person's name, never their address, which the sender must not learn (decisions 012, 062)
      message: t`Invitation sent to ${userName}`,
    });
  }

  return (
    <Menu opened={isOpen} onChange={setIsOpen} position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} loading={sendInvitation.isPending}>
          <Trans>Connect</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Invite {userName} to a challenge</Trans>
        </Menu.Label>
        {challenges.isPending ? (
          <Text size="sm" px="sm" py={6} role="status">
            <Trans>Loading your challenges...</Trans>
          </Text>
        ) : challenges.isError ? (
          <Text size="sm" px="sm" py={6} role="alert">
            <Trans>Failed to load your challenges. Please try again.</Trans>
          </Text>
        ) : challenges.data.length === 0 ? (
          <>
            <Text size="sm" px="sm" py={6}>
              <Trans>You have no active or upcoming challenges to invite to.</Trans>
            </Text>
            <Menu.Item
              component={Link}
              to={paths.createChallengeFromList()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              <Trans>Create a challenge</Trans>
            </Menu.Item>
          </>
        ) : (
          challenges.data.map((challenge) => (
            <Menu.Item
              key={challenge.id}
              leftSection={<IconTrophy size={16} aria-hidden />}
              onClick={() => void invite(challenge)}
            >
              {challenge.title}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
