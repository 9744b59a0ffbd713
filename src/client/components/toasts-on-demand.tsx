import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine's toast container (showToast writes to Mantine's store, which it watches). Its code loads beside the
 * screen's, not in front of it: no screen's first paint shows a toast, and the container brings its transitions and
 * portal (decision 067). Loaded as the app starts, not when the first toast is asked for, because that toast may come
 * offline ('Saved on this device, will sync'). A toast asked for meanwhile shows once it is there.
 */
export function ToastsOnDemand(props: NotificationsProps) {
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
