import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useIsServerUnreachable } from '../hooks/use-is-server-unreachable';
import { useIsShowingLastLoaded } from '../hooks/use-is-showing-last-loaded';

/** The one banner for offline and a server out of reach (issue 24, decision 064). */
export const UNREACHABLE_NOTICE = msg`Can't reach HabitSprint — showing what you saw last`;

/**
 * Above a signed-in screen while it shows what was seen last instead of the server's data: the device is offline,
 * the service worker answered from its kept copy (decision 028), or the server does not answer at all.
 */
export function OfflineNotice() {
  const { i18n } = useLingui();
  const isShowingLastLoaded = useIsShowingLastLoaded();
  const isServerUnreachable = useIsServerUnreachable();
  return (
    // the live region stays in the page, so a screen reader hears the notice when it appears
    <div role="status">
      {(isShowingLastLoaded || isServerUnreachable) && (
        <Alert color="orange" variant="light" mb="md" icon={<IconCloudOff size={20} aria-hidden />}>
          {i18n._(UNREACHABLE_NOTICE)}
        </Alert>
      )}
    </div>
  );
}
