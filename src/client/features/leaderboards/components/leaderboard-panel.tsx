import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { ReadOutOfReach } from '#client/components/read-out-of-reach';
import { isReadOutOfReach } from '#client/lib/out-of-reach';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

/** The Leaderboard tab: the type's board title and the full board (product-rules.md#leaderboards). */
export function LeaderboardPanel({
  challengeId,
  title,
  renderCheer,
}: {
  challengeId: string;
  /**
   * the challenge type's board title in the shown language: the board's own `title` is in the language it was asked
   * in, and a board kept on the device may have been asked for in another
   */
  title: string;
  renderCheer?: ComponentProps<typeof LeaderboardTable>['renderCheer'];
}) {
  const leaderboard = useLeaderboard(challengeId);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {/* the server out of reach: said at once, not after the retries (decision 065) */}
        {isReadOutOfReach(leaderboard) ? (
          <ReadOutOfReach what="leaderboard" onRetry={() => void leaderboard.refetch()} />
        ) : leaderboard.isPending ? (
          <Text c="dimmed">
            <Trans>Loading leaderboard...</Trans>
          </Text>
        ) : leaderboard.isError ? (
          <Text c="dimmed">
            <Trans>No leaderboard available for this challenge yet.</Trans>
          </Text>
        ) : (
          <LeaderboardTable leaderboard={leaderboard.data} title={title} renderCheer={renderCheer} />
        )}
      </Stack>
    </Paper>
  );
}
