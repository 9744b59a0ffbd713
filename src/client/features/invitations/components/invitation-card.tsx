import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fact } from '#client/components/fact';
import { IconCalendarEvent, IconCalendarCheck, IconUser } from '@tabler/icons-react';
import type { InvitationView } from '#shared/invitations/invitations.types';
import { formatDay } from '#client/i18n/formats';

interface InvitationCardProps {
  invitation: InvitationView;
  onAccept: () => void;
  onDecline: () => void;
  isAccepting: boolean;
  isDeclining: boolean;
}

/** What an invitation link shows (product-rules.md#invitations): the challenge, who invited, Decline and Accept. */
export function InvitationCard({
  invitation,
  onAccept,
  onDecline,
  isAccepting,
  isDeclining,
}: InvitationCardProps) {
  const { t } = useLingui();
  const { challenge, invitedByName } = invitation;
  // product-rules.md#display-formats-and-toasts: 'MMM d, yyyy' for dates in lists and cards
  const startDate = formatDay(challenge.startDate);
  const endDate = formatDay(challenge.endDate);
  const isBusy = isAccepting || isDeclining;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Badge variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
          <Trans>Challenge Invitation</Trans>
        </Badge>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {challenge.title}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{challenge.description}</Text>
        <Stack gap="xs">
          <Fact icon={<IconCalendarEvent size={18} aria-hidden />}>{t`Starts ${startDate}`}</Fact>
          <Fact icon={<IconCalendarCheck size={18} aria-hidden />}>{t`Ends ${endDate}`}</Fact>
          {invitedByName && (
            <Fact icon={<IconUser size={18} aria-hidden />}>{t`Invited by ${invitedByName}`}</Fact>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button
            variant="default"
            onClick={onDecline}
            loading={isDeclining}
            disabled={isBusy && !isDeclining}
          >
            <Trans>Decline</Trans>
          </Button>
          <Button onClick={onAccept} loading={isAccepting} disabled={isBusy && !isAccepting}>
            <Trans>Accept Invitation</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
