import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '#shared/push/push.schemas';
import { fakeWorkerScope as fakeScope } from './fake-worker-scope';

// The handlers against a stand-in of the service worker's global scope: what a push shows, where a click goes.

const payload: PushPayload = {
  notificationId: 'n-1',
  title: 'Challenge Invitation',
  body: 'Sam invited you to join "Morning run"',
  url: '/challenge/c-1',
  openCheckIns: 3,
};
const pushOf = (data: unknown) => ({ data: { json: () => data } });

describe('the service worker’s push handlers', () => {
  it('shows the push with the product icon, its destination and sets the app badge', async () => {
    const { scope, dispatch } = fakeScope();
    await dispatch('push', pushOf(payload));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Challenge Invitation', {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'n-1',
      data: { url: 'https://app.example/challenge/c-1', notificationId: 'n-1' },
    });
    expect(scope.navigator.setAppBadge).toHaveBeenCalledWith(3);
  });

  it('never points a notification off the site', async () => {
    const { scope, dispatch } = fakeScope();
    await dispatch('push', pushOf({ ...payload, url: '//evil.example/x' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Challenge Invitation',
      expect.objectContaining({ data: expect.objectContaining({ url: 'https://app.example/dashboard' }) }),
    );
  });

  it('on a click, focuses an open window and takes it to the destination, and marks the notification read', async () => {
    const { scope, clientWindows, dispatch } = fakeScope([{ focused: false }, { focused: true }]);
    const notification = {
      data: { url: 'https://app.example/challenge/c-1', notificationId: 'n-1' },
      close: vi.fn(),
    };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(clientWindows[1]!.focus).toHaveBeenCalled();
    expect(clientWindows[1]!.navigate).toHaveBeenCalledWith('https://app.example/challenge/c-1');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    expect(scope.fetch).toHaveBeenCalledWith(
      '/api/notifications/n-1/read',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const none = fakeScope();
    const notification = {
      data: { url: 'https://app.example/groups/g-1', notificationId: 'n-2' },
      close: vi.fn(),
    };
    await none.dispatch('notificationclick', { notification });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://app.example/groups/g-1');

    const uncontrolled = fakeScope([
      { focused: true, navigate: async () => Promise.reject(new TypeError('x')) },
    ]);
    await uncontrolled.dispatch('notificationclick', { notification });
    expect(uncontrolled.scope.clients.openWindow).toHaveBeenCalledWith('https://app.example/groups/g-1');
  });
});
