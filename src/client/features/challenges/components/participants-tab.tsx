import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import type { PersonSummary } from '#shared/users/users.types';
import { UserAvatar } from '#client/components/user-avatar';
import { showToast } from '#client/lib/toast';
import { useRemoveParticipant } from '../api/remove-participant';
import { participantCountLabel } from '#shared/domain/count-labels';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { InvitePanel } from './invite-panel';

/**
 * The people taking part; the organizer may remove anyone but themselves (product-rules.md#joining-and-leaving).
 * Participants also see 'Invite Friends', whose Email tab (`emailInvite`) the route brings from the invitations
 * feature.
 */
export function ParticipantsTab({
  challenge,
  emailInvite,
}: {
  challenge: ChallengeDetail;
  emailInvite: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const removeParticipant = useRemoveParticipant(challenge.id);
  const [toRemove, setToRemove] = useState<PersonSummary | null>(null);
  const organizerId = challenge.organizer?.id;

  async function remove(person: PersonSummary) {
    try {
      await removeParticipant.mutateAsync(person.id);
      showToast({ kind: 'success', message: t`Participant removed successfully` });
    } catch {
      showToast({ kind: 'error', message: t`Failed to remove participant` });
    } finally {
      setToRemove(null);
    }
  }

  const removedName = toRemove?.name ?? '';
  const title = challenge.title;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            <Trans>Participants</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {participantCountLabel(i18n, challenge.participantCount)}
          </Text>
        </Group>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {challenge.participants.map((person) => {
            const name = person.name;
            return (
              <Group key={person.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <UserAvatar name={person.name} image={person.avatar} />
                  <Text fw={500} lineClamp={1}>
                    {person.name}
                  </Text>
                  {person.id === organizerId ? (
                    <Badge variant="light" color="blue" size="sm">
                      <Trans>Organizer</Trans>
                    </Badge>
                  ) : null}
                </Group>
                {challenge.viewer.isOrganizer && person.id !== organizerId ? (
                  <Tooltip label={t`Remove participant`} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${name}`}
                      onClick={() => setToRemove(person)}
                    >
                      <IconUserMinus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </Paper>
      {challenge.viewer.isParticipant ? (
        <InvitePanel challenge={challenge} emailInvite={emailInvite} />
      ) : null}
      <ConfirmDialog
        opened={toRemove !== null}
        title={t`Remove participant`}
        message={t`Remove ${removedName} from "${title}"?`}
        confirmLabel={t`Remove`}
        isConfirming={removeParticipant.isPending}
        onConfirm={() => toRemove && remove(toRemove)}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
