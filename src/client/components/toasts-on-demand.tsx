import type { NotificationsProps } from '@mantine/notifications';
import { useNotifications } from '#mantine-notifications-store';
import { Suspense, useState } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

const Notifications = lazyAfterPaint(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine's toast container, drawn when the first toast is asked for (showToast writes to Mantine's store, which this
 * watches): no screen's first paint shows one, and the container brings its transitions and portal (decision 067).
 * Its code loads once the page is idle, so a toast shows at once later, offline too. Once drawn it stays, and shows
 * what was asked for meanwhile.
 */
export function ToastsOnDemand(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
