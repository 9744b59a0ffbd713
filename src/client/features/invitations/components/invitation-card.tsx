import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fact } from '#client/components/fact';
import { IconCalendarEvent, IconCalendarCheck, IconUser } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { InvitationView } from '#shared/invitations/invitations.types';

interface InvitationCardProps {
  invitation: InvitationView;
  onAccept: () => void;
  onDecline: () => void;
  isAccepting: boolean;
  isDeclining: boolean;
}

// product-rules.md#display-formats-and-toasts: 'MMM d, yyyy' for dates in lists and cards.
const formatDate = (date: string) => dayjs(date).format('MMM D, YYYY');

/** What an invitation link shows (product-rules.md#invitations): the challenge, who invited, Decline and Accept. */
export function InvitationCard({
  invitation,
  onAccept,
  onDecline,
  isAccepting,
  isDeclining,
}: InvitationCardProps) {
  const { challenge, invitedByName } = invitation;
  const isBusy = isAccepting || isDeclining;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Badge variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
          Challenge Invitation
        </Badge>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {challenge.title}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{challenge.description}</Text>
        <Stack gap="xs">
          <Fact icon={<IconCalendarEvent size={18} aria-hidden />}>
            {`Starts ${formatDate(challenge.startDate)}`}
          </Fact>
          <Fact
            icon={<IconCalendarCheck size={18} aria-hidden />}
          >{`Ends ${formatDate(challenge.endDate)}`}</Fact>
          {invitedByName && (
            <Fact icon={<IconUser size={18} aria-hidden />}>{`Invited by ${invitedByName}`}</Fact>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button
            variant="default"
            onClick={onDecline}
            loading={isDeclining}
            disabled={isBusy && !isDeclining}
          >
            Decline
          </Button>
          <Button onClick={onAccept} loading={isAccepting} disabled={isBusy && !isAccepting}>
            Accept Invitation
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
