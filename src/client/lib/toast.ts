import { notifications, notificationsStore } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const colors: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

// Spec §9: at most 5 toasts at once, 3 of them visible (the provider's limit), each for 4 seconds.
const MAX_TOASTS = 5;

/** The one way to show a toast. */
export function showToast({
  title,
  message,
  kind = 'info',
}: {
  title?: string;
  message: string;
  kind?: ToastKind;
}) {
  const { notifications: visible, queue } = notificationsStore.getState();
  if (visible.length + queue.length >= MAX_TOASTS) notifications.cleanQueue();
  notifications.show({
    title,
    message,
    color: colors[kind],
    autoClose: 4000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
