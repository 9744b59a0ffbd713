import { describe, expect, it, vi } from 'vitest';
import type { PendingCheckIn } from '../features/check-ins/offline/outbox';
import { registerOutboxSync, type SyncScope } from './outbox-sync';

// Background Sync (issue 28): the worker sends the signed-in person's check-ins waiting on the device, each with its
// client id, lets go of each the server answered, and fails the sync while the network is still out of reach.

const waiting = (clientId: string, userId = 'u-1'): PendingCheckIn => ({
  clientId,
  userId,
  challengeId: 'c-1',
  challengeTitle: 'Evening Walks',
  date: '2026-03-10',
  answer: { met: true, notes: '' },
  savedAt: '2026-03-10T19:00:00.000Z',
});

function fakeSync(answer: (input: string, init?: RequestInit) => Promise<Response>) {
  let listener: ((event: { tag: string; waitUntil(promise: Promise<unknown>): void }) => void) | undefined;
  const outbox = [waiting('a'), waiting('b'), waiting('other', 'u-2')];
  const forget = vi.fn(async (clientId: string) => {
    outbox.splice(
      outbox.findIndex((checkIn) => checkIn.clientId === clientId),
      1,
    );
  });
  const scope: SyncScope = {
    addEventListener: (_type, handler) => (listener = handler),
    fetch: vi.fn(answer),
  };
  registerOutboxSync(scope, {
    pendingOf: async (userId) => outbox.filter((checkIn) => checkIn.userId === userId),
    forget,
  });
  const sync = async (tag = 'check-in-outbox') => {
    let work: Promise<unknown> = Promise.resolve();
    listener!({ tag, waitUntil: (promise) => (work = promise) });
    await work;
  };
  return { scope, outbox, sync };
}
const session = () => new Response(JSON.stringify({ user: { id: 'u-1' } }), { status: 200 });
const sentBodies = (scope: SyncScope) =>
  vi
    .mocked(scope.fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([path, init]) => ({ path, ...JSON.parse(init!.body as string) }));

describe('the outbox sync', () => {
  it('sends the signed-in person’s waiting check-ins with their client ids and lets go of them', async () => {
    const { scope, outbox, sync } = fakeSync(async (input) =>
      input === '/api/auth/get-session' ? session() : new Response('{}', { status: 201 }),
    );
    await sync();
    expect(sentBodies(scope)).toEqual([
      { path: '/api/challenges/c-1/check-ins', date: '2026-03-10', met: true, notes: '', clientId: 'a' },
      { path: '/api/challenges/c-1/check-ins', date: '2026-03-10', met: true, notes: '', clientId: 'b' },
    ]);
    // someone else's stays: it would be recorded as whoever is signed in
    expect(outbox.map((checkIn) => checkIn.clientId)).toEqual(['other']);
  });

  it('fails while the network is out of reach, keeping them for the browser’s next try', async () => {
    const { outbox, sync } = fakeSync(async (input) => {
      if (input === '/api/auth/get-session') return session();
      throw new TypeError('Failed to fetch');
    });
    await expect(sync()).rejects.toThrow();
    expect(outbox).toHaveLength(3);
  });

  it('lets go of a refused one (the server will not change its mind) and ignores other tags', async () => {
    const refused = fakeSync(async (input) =>
      input === '/api/auth/get-session' ? session() : new Response('{}', { status: 400 }),
    );
    await refused.sync();
    expect(refused.outbox.map((checkIn) => checkIn.clientId)).toEqual(['other']);

    const other = fakeSync(async () => session());
    await other.sync('something-else');
    expect(other.scope.fetch).not.toHaveBeenCalled();
  });
});
