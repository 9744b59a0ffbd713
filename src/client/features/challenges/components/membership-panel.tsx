import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDoorExit, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';

interface MembershipPanelProps {
  challenge: ChallengeDetail;
  onJoin: () => void;
  isJoining: boolean;
  onLeave: () => void;
  isLeaving: boolean;
}

/**
 * Joining or leaving (product-rules.md#joining-and-leaving): a non-participant is invited to join (while the
 * challenge has not ended); a participant who is not the organizer may leave; the organizer sees nothing here.
 */
export function MembershipPanel({ challenge, onJoin, isJoining, onLeave, isLeaving }: MembershipPanelProps) {
  if (!challenge.viewer.isParticipant) {
    const hasEnded = challenge.status === 'completed';
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-blue-light)">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
            <div>
              <Text fw={700}>
                <Trans>You haven&apos;t joined this challenge yet</Trans>
              </Text>
              <Text size="sm">
                {hasEnded ? (
                  <Trans>This challenge has ended</Trans>
                ) : (
                  <Trans>Join to check in and appear on the leaderboard.</Trans>
                )}
              </Text>
            </div>
          </Group>
          {hasEnded ? null : (
            <Button onClick={onJoin} loading={isJoining} leftSection={<IconUserPlus size={18} aria-hidden />}>
              <Trans>Join Challenge</Trans>
            </Button>
          )}
        </Group>
      </Paper>
    );
  }
  if (challenge.viewer.isOrganizer) return null;
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        color="red"
        onClick={onLeave}
        loading={isLeaving}
        leftSection={<IconDoorExit size={18} aria-hidden />}
      >
        <Trans>Leave Challenge</Trans>
      </Button>
    </Group>
  );
}
