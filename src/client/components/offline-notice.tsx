import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useIsShowingLastLoaded } from '../hooks/use-is-showing-last-loaded';

/** Above a signed-in screen while it may show what was last loaded instead of the server's data (decision 028). */
export function OfflineNotice() {
  const isShowingLastLoaded = useIsShowingLastLoaded();
  return (
    // the live region stays in the page, so a screen reader hears the notice when it appears
    <div role="status">
      {isShowingLastLoaded && (
        <Alert color="orange" variant="light" mb="md" icon={<IconCloudOff size={20} aria-hidden />}>
          You're offline — showing what was last loaded
        </Alert>
      )}
    </div>
  );
}
