import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { ShareOptions } from './share-options';

interface InviteFriendsDialogProps {
  challenge: ChallengeDetail;
  opened: boolean;
  onClose: () => void;
  /** the e-mail invitation form, from the invitations feature */
  emailInvite: ReactNode;
}

/**
 * What a person sees right after creating a challenge (decision 062): the challenge behind, and in front every way to
 * bring friends — the phone's share sheet first, the product's share options, and an e-mail invitation — so the
 * next step is inviting rather than finding the Participants tab.
 */
export function InviteFriendsDialog({ challenge, opened, onClose, emailInvite }: InviteFriendsDialogProps) {
  const { t } = useLingui();
  const title = challenge.title;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Invite friends`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>&quot;{title}&quot; is ready. Challenges are easier with friends: invite a few.</Trans>
        </Text>
        <ShareOptions challenge={challenge} />
        <Divider label={t`or invite by e-mail`} labelPosition="center" />
        {emailInvite}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
