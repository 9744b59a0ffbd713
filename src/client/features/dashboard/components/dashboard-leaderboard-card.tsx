import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReadOutOfReach } from '#client/components/read-out-of-reach';
import { LoadingText } from '#client/components/loading-text';
import { paths } from '#client/lib/paths';

interface DashboardLeaderboardCardProps {
  activeChallenges: { id: string; title: string }[];
  selectedId: string | null;
  onSelect: (challengeId: string) => void;
  /** the board's title for the challenge's type ('Sugar-Free Champions'), once loaded */
  boardTitle: string | undefined;
  isLoading: boolean;
  isError: boolean;
  /** the picked board cannot be read (server out of reach) and nothing is kept: a sentence and `onRetry` */
  isOutOfReach: boolean;
  onRetry: () => void;
  /** the top 3, drawn by the leaderboards feature */
  board: ReactNode;
}

/**
 * The Leaderboard card of the dashboard (product-rules.md#dashboard): a picker only when more than one challenge is
 * active, else the one challenge's title in the heading; the top 3 of the selected board.
 */
export function DashboardLeaderboardCard({
  activeChallenges,
  selectedId,
  onSelect,
  boardTitle,
  isLoading,
  isError,
  isOutOfReach,
  onRetry,
  board,
}: DashboardLeaderboardCardProps) {
  const { t } = useLingui();
  const hasPicker = activeChallenges.length > 1;
  const onlyChallenge = hasPicker ? undefined : activeChallenges[0];
  const title = onlyChallenge?.title;

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconTrophy size={22} color="var(--mantine-color-yellow-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="lg">
            {title !== undefined ? t`Leaderboard: ${title}` : t`Leaderboard`}
          </Title>
        </Group>
        {hasPicker && (
          // the browser's own picker (a phone's wheel or sheet): Mantine's Select would load its dropdown and
          // positioning with the dashboard (decision 067)
          <NativeSelect
            aria-label={t`Challenge shown on the leaderboard`}
            data={activeChallenges.map((challenge) => ({ value: challenge.id, label: challenge.title }))}
            value={selectedId ?? ''}
            onChange={(event) => onSelect(event.currentTarget.value)}
          />
        )}
        {boardTitle && !isLoading && (
          <Text size="sm" c="dimmed" fw={600}>
            {boardTitle}
          </Text>
        )}
        {isOutOfReach ? (
          <ReadOutOfReach what="leaderboard" onRetry={onRetry} />
        ) : isLoading ? (
          <LoadingText label={t`Loading leaderboard...`} />
        ) : isError ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>No leaderboard data available</Trans>
          </Text>
        ) : (
          board
        )}
        {selectedId && (
          <Anchor
            component={Link}
            to={paths.challenge(selectedId, { tab: 'leaderboard' })}
            size="sm"
            fw={600}
          >
            <Trans>View full leaderboard</Trans>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
