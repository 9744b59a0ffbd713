import { vi } from 'vitest';
import type { PendingCheckIn } from '../features/check-ins/offline/outbox';
import { registerPushHandlers, type PushWorkerScope } from './push';

// For the service worker's unit tests only: a stand-in of its global scope with the push handlers installed, the
// answers its fetch gives scripted by the test, and the device's outbox as a list.

export function fakeWorkerScope(
  windows: { focused: boolean; navigate?: () => Promise<unknown> }[] = [],
  fetch: (input: string, init?: RequestInit) => Promise<Response> = async () =>
    new Response(null, { status: 204 }),
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const clientWindows = windows.map((window) => ({
    url: 'https://app.example/dashboard',
    focused: window.focused,
    focus: vi.fn(async () => {}),
    navigate: vi.fn(window.navigate ?? (async () => {})),
  }));
  const kept: PendingCheckIn[] = [];
  const scope = {
    location: { origin: 'https://app.example' },
    registration: {
      showNotification: vi.fn(async (_title: string, _options: Record<string, unknown>) => {}),
      sync: { register: vi.fn(async (_tag: string) => {}) },
    },
    clients: {
      matchAll: vi.fn(async () => clientWindows),
      openWindow: vi.fn(async (_url: string) => null),
    },
    navigator: { setAppBadge: vi.fn(async (_count?: number) => {}), clearAppBadge: vi.fn(async () => {}) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    fetch: vi.fn(fetch),
  };
  registerPushHandlers(scope as unknown as PushWorkerScope, {
    keep: async (checkIn) => {
      kept.push(checkIn);
    },
  });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { scope, clientWindows, dispatch, kept };
}
