import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { StatusScreen } from './status-screen';

/**
 * Shown instead of a signed-in screen while the server cannot tell who is signed in (the server or its database
 * is out of reach): the person is not sent to the sign-in page by an outage, and the screen comes back by itself.
 */
export function ServiceUnavailable({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<IconCloudOff size={34} aria-hidden />}
      color="orange"
      title={t`HabitSprint is briefly unavailable`}
    >
      <Text>
        <Trans>
          We cannot reach HabitSprint right now. Nothing you saved is lost; this page comes back by itself as
          soon as we can.
        </Trans>
      </Text>
      <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </StatusScreen>
  );
}
