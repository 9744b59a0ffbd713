import { notifications, notificationsStore } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

const colors: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
  loading: 'blue',
};

// Spec §9: at most 5 toasts at once, 3 of them visible (the provider's limit), each for 4 seconds.
const MAX_TOASTS = 5;

/**
 * The one way to show a toast; returns its id. A 'loading' toast stays until `hideToast(id)`: it stands for work
 * still under way (e.g. 'Sending Invitation').
 */
export function showToast({
  title,
  message,
  kind = 'info',
}: {
  title?: string;
  message: string;
  kind?: ToastKind;
}): string {
  const { notifications: visible, queue } = notificationsStore.getState();
  if (visible.length + queue.length >= MAX_TOASTS) notifications.cleanQueue();
  const isLoading = kind === 'loading';
  return notifications.show({
    title,
    message,
    color: colors[kind],
    loading: isLoading,
    autoClose: isLoading ? false : 4000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export function hideToast(id: string) {
  notifications.hide(id);
}
