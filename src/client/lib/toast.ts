import { msg } from '@lingui/core/macro';
import { notifications, notificationsStore } from '#mantine-notifications-store';
import { createElement } from 'react';
import { shownText } from './shown-text';
import { type ToastAction, ToastActionMessage } from './toast-action-message';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

const colors: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
  loading: 'blue',
};

// product-rules.md#display-formats-and-toasts: at most 5 toasts at once, 3 of them visible (the provider's limit),
// each for 4 seconds.
const MAX_TOASTS = 5;
const TOAST_MS = 4000;
// a toast with an action (Undo) stays longer: 4 s is too short to read it, decide and reach the button (decision 027)
const ACTION_TOAST_MS = 8000;
// a phone: below Mantine's `sm`, where the tab bar replaces the header's links
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * On a phone a plain toast (no action, going by itself) makes way for the next one: toasts of the same moment (the
 * sign-up's welcome, then the join's) stacked under the header covered the screen's title for their 4 s. Every toast
 * is still announced as it comes (role alert); the screen shows the latest.
 */
function makeWayOnPhone() {
  if (!window.matchMedia(PHONE_QUERY).matches) return;
  for (const toast of notificationsStore.getState().notifications) {
    if (toast.id && toast.autoClose === TOAST_MS) notifications.hide(toast.id);
  }
}

/**
 * The one way to show a toast; returns its id. A 'loading' toast stays until `hideToast(id)`: it stands for work
 * still under way (e.g. 'Sending Invitation'). An `action` is a button beside the message. A `persistent` toast
 * stays until the person closes it or acts on it (e.g. 'A new version is available').
 */
export function showToast({
  title,
  message,
  kind = 'info',
  action,
  persistent = false,
}: {
  title?: string;
  message: string;
  kind?: ToastKind;
  action?: ToastAction;
  persistent?: boolean;
}): string {
  const { notifications: visible, queue } = notificationsStore.getState();
  if (visible.length + queue.length >= MAX_TOASTS) notifications.cleanQueue();
  makeWayOnPhone();
  const isLoading = kind === 'loading';
  return notifications.show({
    title,
    message: action ? createElement(ToastActionMessage, { message, action }) : message,
    color: colors[kind],
    loading: isLoading,
    autoClose: isLoading || persistent ? false : action ? ACTION_TOAST_MS : TOAST_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': shownText(msg`Close notification`) },
  });
}

export function hideToast(id: string) {
  notifications.hide(id);
}
