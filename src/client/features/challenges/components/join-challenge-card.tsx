import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Fact } from '#client/components/fact';
import { IconCalendar, IconCategory, IconInfoCircle, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { participantCountLabel } from '#shared/domain/count-labels';
import { ChallengeStatusBadge } from './challenge-status-badge';
import { paths } from '#client/lib/paths';
import { formatDay } from '#client/i18n/formats';

interface JoinChallengeCardProps {
  challenge: ChallengeDetail;
  isJoining: boolean;
  onJoin: () => void;
}

/**
 * What a share link shows (product-rules.md#sharing): status, title, description, dates, participants
 * and type; then 'Join Challenge', or 'View Challenge' for a participant, or why joining is not possible.
 */
export function JoinChallengeCard({ challenge, isJoining, onJoin }: JoinChallengeCardProps) {
  const { i18n } = useLingui();
  const isFull = challenge.participantCount >= challenge.maxParticipants;
  const organizerName = challenge.organizer?.name;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <ChallengeStatusBadge status={challenge.status} size="lg" />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {challenge.title}
        </Title>
        <Text>{challenge.description}</Text>
        <Stack gap="xs">
          {challenge.organizer && (
            <Fact icon={<IconUser size={18} aria-hidden />}>
              <Trans>Organized by {organizerName}</Trans>
            </Fact>
          )}
          <Fact icon={<IconCalendar size={18} aria-hidden />}>
            {`${formatDay(challenge.startDate)} – ${formatDay(challenge.endDate)}`}
          </Fact>
          <Fact icon={<IconUsers size={18} aria-hidden />}>
            {participantCountLabel(i18n, challenge.participantCount)}
          </Fact>
          <Fact icon={<IconCategory size={18} aria-hidden />}>
            {i18n._(challengeTypeInfo[challenge.challengeType].label)}
          </Fact>
        </Stack>
        {challenge.viewer.isParticipant ? (
          <Button component={Link} to={paths.challenge(challenge.id)} size="md">
            <Trans>View Challenge</Trans>
          </Button>
        ) : challenge.status === 'completed' ? (
          <Notice>
            <Trans>This challenge has ended</Trans>
          </Notice>
        ) : isFull ? (
          <Notice>
            <Trans>Challenge is full. Maximum participants reached.</Trans>
          </Notice>
        ) : (
          <Button size="md" onClick={onJoin} loading={isJoining}>
            <Trans>Join Challenge</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
