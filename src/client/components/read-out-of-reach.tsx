import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

/** What each section that can be out of reach says, as a whole sentence. */
const OUT_OF_REACH_MESSAGES = {
  leaderboard: msg`Can't load the leaderboard: HabitSprint is out of reach.`,
};

/**
 * In place of a section's loading text once its read failed without an answer and nothing was kept to show
 * (isReadOutOfReach, decision 065): one clear sentence and a retry, from the first failed attempt, instead of a
 * spinner through every retry and then a generic failure.
 */
export function ReadOutOfReach({
  what,
  onRetry,
}: {
  what: keyof typeof OUT_OF_REACH_MESSAGES;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs" align="flex-start" role="status">
      <Text c="dimmed">
        <IconCloudOff size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
        {i18n._(OUT_OF_REACH_MESSAGES[what])}
      </Text>
      <Button variant="default" h={44} leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
