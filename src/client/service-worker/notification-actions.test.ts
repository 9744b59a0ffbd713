import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '#shared/push/push.schemas';
import type { ReminderCheckIn } from '#shared/push/reminder-check-in';
import { fakeWorkerScope } from './fake-worker-scope';

// Issue 28, item 1: a reminder's notification carries its answers, and the service worker records the one clicked
// without opening a window, then says what came of it in the notification's place.

const checkIn: ReminderCheckIn = {
  challengeId: 'c-1',
  challengeTitle: 'Evening Walks',
  userId: 'u-1',
  date: '2026-03-10',
  goal: 'yes_no',
  locale: 'en',
  actions: [
    { action: 'met', title: 'Met goal' },
    { action: 'missed', title: 'Missed' },
    { action: 'rest', title: 'Rest day' },
  ],
  texts: {
    checkedIn: 'Checked in.',
    streak: { one: 'Checked in. {n}-day streak', other: 'Checked in. {n}-day streak' },
    milestones: {
      'first-day': 'Checked in. Milestone: first day done!',
      'streak-3': 'Checked in. Milestone: 3-day streak!',
      'streak-7': 'Checked in. Milestone: 7-day streak!',
      'streak-14': 'Checked in. Milestone: 14-day streak!',
      'perfect-challenge': 'Checked in. Milestone: perfect challenge, every day met!',
    },
    missed: 'Missed goal recorded. Tomorrow is a fresh start.',
    rest: 'Rest day taken — your streak is safe',
    restOffline: 'No connection: your rest day was not saved. Please try again.',
    savedOnDevice: 'Saved on this device: it will be sent when you are back online',
    failed: 'Failed to record check-in. Please try again.',
  },
};
const reminder: PushPayload = {
  notificationId: 'n-1',
  title: 'Time to check in',
  body: 'You haven\'t checked in today for "Evening Walks".',
  url: '/dashboard?challenge=c-1',
  openCheckIns: 2,
  checkIn,
};
const json = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A scope that has shown the reminder; returns the notification the browser would hand to a click. */
async function shownReminder(fetch?: (input: string, init?: RequestInit) => Promise<Response>) {
  const worker = fakeWorkerScope([], fetch);
  await worker.dispatch('push', { data: { json: () => reminder } });
  const [[, options]] = worker.scope.registration.showNotification.mock.calls as unknown as [
    [string, { data: unknown; actions: unknown }],
  ];
  worker.scope.registration.showNotification.mockClear();
  const notification = { data: options.data, close: vi.fn() };
  const click = (action: string) => worker.dispatch('notificationclick', { notification, action });
  return { ...worker, options, click, notification };
}
const replacement = (scope: ReturnType<typeof fakeWorkerScope>['scope']) =>
  scope.registration.showNotification.mock.calls[0];
const postsTo = (scope: ReturnType<typeof fakeWorkerScope>['scope'], path: string) =>
  scope.fetch.mock.calls.filter(([input, init]) => input === path && init?.method === 'POST');

describe('a reminder’s notification', () => {
  it('shows its answers in the payload’s order, met and missed first', async () => {
    const { options } = await shownReminder();
    expect(options.actions).toEqual([
      { action: 'met', title: 'Met goal' },
      { action: 'missed', title: 'Missed' },
      { action: 'rest', title: 'Rest day' },
    ]);
  });

  it('records "Met goal" without opening a window and shows the streak in its place', async () => {
    const { scope, click, notification } = await shownReminder(async (input) =>
      input.endsWith('/check-ins') ? json({ currentStreak: 5, milestone: null }) : json({}, 200),
    );
    await click('met');

    const [post] = postsTo(scope, '/api/challenges/c-1/check-ins');
    expect(post![1]).toMatchObject({ credentials: 'same-origin' });
    expect(JSON.parse(post![1]!.body as string)).toEqual({
      date: '2026-03-10',
      met: true,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    expect(scope.clients.matchAll).not.toHaveBeenCalled();
    expect(replacement(scope)).toEqual([
      'Evening Walks',
      expect.objectContaining({ body: 'Checked in. 5-day streak', tag: 'n-1' }),
    ]);
    expect(replacement(scope)![1]).not.toHaveProperty('actions');
    // one fewer open today, and the reminder is read
    expect(scope.navigator.setAppBadge).toHaveBeenLastCalledWith(1);
    expect(postsTo(scope, '/api/notifications/n-1/read')).toHaveLength(1);
  });

  it('says the milestone a check-in reached', async () => {
    const { scope, click } = await shownReminder(async () =>
      json({ currentStreak: 7, milestone: 'streak-7' }),
    );
    await click('met');
    expect(replacement(scope)![1]).toMatchObject({ body: 'Checked in. Milestone: 7-day streak!' });
  });

  it('records "Missed" and "Rest day" at their endpoints', async () => {
    const missed = await shownReminder(async () => json({ currentStreak: 0, milestone: null }));
    await missed.click('missed');
    const [post] = postsTo(missed.scope, '/api/challenges/c-1/check-ins');
    expect(JSON.parse(post![1]!.body as string)).toMatchObject({ met: false });
    expect(replacement(missed.scope)![1]).toMatchObject({ body: checkIn.texts.missed });

    const rest = await shownReminder(async () => json({ currentStreak: 2 }));
    await rest.click('rest');
    const [restPost] = postsTo(rest.scope, '/api/challenges/c-1/rest-days');
    expect(JSON.parse(restPost![1]!.body as string)).toEqual({ date: '2026-03-10' });
    expect(replacement(rest.scope)![1]).toMatchObject({ body: checkIn.texts.rest });
  });

  it('shows the server’s refusal in its place, an existing check-in (409) included', async () => {
    const { scope, click } = await shownReminder(async () =>
      json({ error: { code: 'CONFLICT', message: "You've already checked in for Mar 10, 2026." } }, 409),
    );
    await click('met');
    expect(replacement(scope)).toEqual([
      'Evening Walks',
      expect.objectContaining({ body: "You've already checked in for Mar 10, 2026.", tag: 'n-1' }),
    ]);
    expect(scope.navigator.setAppBadge).toHaveBeenCalledTimes(1); // only when the push arrived

    const bare = await shownReminder(async () => new Response('Bad gateway', { status: 502 }));
    await bare.click('met');
    expect(replacement(bare.scope)![1]).toMatchObject({ body: checkIn.texts.failed });
  });

  it('without a network, keeps the check-in in the device’s outbox, asks for a sync and says so', async () => {
    const { scope, click, kept } = await shownReminder(async () => {
      throw new TypeError('Failed to fetch');
    });
    await click('met');
    expect(kept).toEqual([
      {
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: 'u-1',
        challengeId: 'c-1',
        challengeTitle: 'Evening Walks',
        date: '2026-03-10',
        answer: { met: true, notes: '' },
        savedAt: expect.any(String),
      },
    ]);
    // the client id kept is the one that was sent: a replay is answered with the same check-in
    const [post] = postsTo(scope, '/api/challenges/c-1/check-ins');
    expect(JSON.parse(post![1]!.body as string).clientId).toBe(kept[0]!.clientId);
    expect(scope.registration.sync.register).toHaveBeenCalledWith('check-in-outbox');
    expect(replacement(scope)![1]).toMatchObject({ body: checkIn.texts.savedOnDevice, tag: 'n-1' });
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('without a network, a rest day is not kept and says it was not saved', async () => {
    const { scope, click, kept } = await shownReminder(async () => {
      throw new TypeError('Failed to fetch');
    });
    await click('rest');
    expect(kept).toEqual([]);
    expect(replacement(scope)![1]).toMatchObject({ body: checkIn.texts.restOffline });
  });

  it('"Log…" and a tap on the notification open the Today panel at the challenge', async () => {
    const log = await shownReminder();
    await log.click('log');
    expect(log.scope.clients.openWindow).toHaveBeenCalledWith(
      'https://app.example/dashboard?challenge=c-1&log=1',
    );
    expect(postsTo(log.scope, '/api/challenges/c-1/check-ins')).toEqual([]);

    const tap = await shownReminder();
    await tap.click('');
    expect(tap.scope.clients.openWindow).toHaveBeenCalledWith('https://app.example/dashboard?challenge=c-1');
  });
});
