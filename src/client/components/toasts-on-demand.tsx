import type { NotificationsProps } from '@mantine/notifications';
import { useNotifications } from '#mantine-notifications-store';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine's toast container, loaded when the first toast is asked for (showToast writes to Mantine's store, which this
 * watches): no screen's first paint shows one, and the container brings its transitions and portal (decision 067).
 * Once loaded it stays, and shows what was asked for meanwhile.
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
