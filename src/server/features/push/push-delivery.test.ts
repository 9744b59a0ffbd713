import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import type { PushPayload } from '#shared/push/push.schemas';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { pushDeliveries, pushSubscriptions } from '#server/db/schema/push';
import { createNotification } from '#server/features/notifications/notifications.service';
import { countDeliveriesByOutcome } from './push-delivery.queries';
import { deliverDuePushes, MAX_SEND_ATTEMPTS } from './push-delivery';
import { hasPushSubscription } from './push.queries';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { fixedText } from '#server/testing/fixed-text';

let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});
const START = new Date('2026-03-10T12:00:00Z');
beforeEach(() => {
  t.clock.set(START);
  pushService.received.length = 0;
});

const deliver = () =>
  deliverDuePushes({ db: t.db, clock: t.clock, logger: t.logger, vapid: t.vapid, isProduction: false });
const at = (iso: string) => t.clock.set(new Date(iso));
const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

/** A signed-in person with push on one (new) device of the stand-in; returns the device's path too. */
async function personWithPush(input: { timezone?: string } = {}) {
  const person = await givenPerson(t, input);
  const subscription = pushService.newSubscription();
  expect((await person.client.post('/api/push/subscriptions', subscription)).status).toBe(204);
  return { ...person, device: new URL(subscription.endpoint).pathname };
}
const pushesTo = (device: string) => pushService.received.filter((push) => push.device === device);
/** How a person's deliveries ended, as 'outcome: reason' → how many. */
async function endingsOf(userId: string) {
  const rows = await t.db
    .select({ outcome: pushDeliveries.outcome, lastError: pushDeliveries.lastError })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushSubscriptions.userId, userId));
  const endings: Record<string, number> = {};
  for (const { outcome, lastError } of rows) {
    const ending = `${outcome ?? 'pending'}: ${lastError ?? ''}`;
    endings[ending] = (endings[ending] ?? 0) + 1;
  }
  return endings;
}
const notify = (userId: string, extra: Partial<Parameters<typeof createNotification>[1]> = {}) =>
  createNotification(t.db, { userId, title: fixedText('Hello'), message: fixedText('There'), ...extra });

describe('push delivery', () => {
  it('pushes a new notification once to each device, encrypted and VAPID-signed, with the click destination', async () => {
    const organizer = (await givenPerson(t)).client;
    const invitee = await personWithPush();
    const secondDevice = pushService.newSubscription();
    await invitee.client.post('/api/push/subscriptions', secondDevice);
    const challenge = await givenChallenge(organizer, { title: 'Morning run' });
    const invited = await organizer.post(`/api/challenges/${challenge.id}/invitations`, {
      userId: invitee.user.id,
    });
    expect(invited.status).toBe(201);

    expect(await deliver()).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    expect(pushService.problems).toEqual([]);
    const [push] = pushesTo(invitee.device);
    const [notification] = (
      (await (await invitee.client.get('/api/notifications')).json()) as { notifications: { id: string }[] }
    ).notifications;
    expect(push!.payload).toEqual({
      notificationId: notification!.id,
      title: 'Challenge Invitation',
      body: expect.stringContaining('invited you to join "Morning run"'),
      url: `/challenge/${challenge.id}`,
      openCheckIns: 0,
    } satisfies PushPayload);
    expect(push!.vapidPublicKey).toBe(t.vapid.publicKey);
    expect(push!.claims.aud).toBe(pushService.origin);
    expect(push!.ttl).toBe('86400');
    expect(pushesTo(new URL(secondDevice.endpoint).pathname)).toHaveLength(1);

    // sent is sent: another run finds nothing
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(pushesTo(invitee.device)).toHaveLength(1);
  });

  it('does not push a kind the person turned off, and still pushes the others', async () => {
    const person = await personWithPush();
    await person.client.patch('/api/me/push-settings', { forumReplies: false });
    await notify(person.user.id, { title: fixedText('New comment'), link: '/feedback-forum/post/abc' });
    await notify(person.user.id, { title: fixedText('Results'), type: 'result' });

    expect(await deliver()).toMatchObject({ sent: 1, skipped: 1 });
    expect(pushesTo(person.device).map((push) => (push.payload as PushPayload).title)).toEqual(['Results']);
    expect((pushesTo(person.device)[0]!.payload as PushPayload).url).toBe('/dashboard');
  });

  it('holds a push during quiet hours in the person’s own timezone and sends it when they end', async () => {
    const inTokyo = await personWithPush({ timezone: 'Asia/Tokyo' });
    const inBerlin = await personWithPush({ timezone: 'Europe/Berlin' });
    for (const person of [inTokyo, inBerlin]) {
      await person.client.patch('/api/me/push-settings', { quietStart: '22:00', quietEnd: '07:00' });
    }
    at('2026-03-10T14:30:00Z'); // 23:30 in Tokyo, 15:30 in Berlin
    await notify(inTokyo.user.id);
    await notify(inBerlin.user.id);

    expect(await deliver()).toMatchObject({ sent: 1, delayed: 1 });
    expect(pushesTo(inBerlin.device)).toHaveLength(1);
    at('2026-03-10T21:59:59Z'); // 06:59:59 in Tokyo
    expect(await deliver()).toMatchObject({ sent: 0, delayed: 0 });
    at('2026-03-10T22:00:00Z'); // 07:00 in Tokyo: delayed, not dropped
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(pushesTo(inTokyo.device)).toHaveLength(1);
  });

  it('removes a subscription the push service answers 410 to, and sends nothing more to it', async () => {
    const person = await personWithPush();
    await notify(person.user.id);
    pushService.answerNext(410);

    expect(await deliver()).toMatchObject({ removed: 1, sent: 0 });
    expect(await hasPushSubscription(t.db, person.user.id)).toBe(false);
    const before = pushService.requestCount();
    await notify(person.user.id);
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0 });
    expect(pushService.requestCount()).toBe(before);
  });

  it('retries a failed send with back-off (30 s, then 60 s) and sends it once', async () => {
    const person = await personWithPush();
    await notify(person.user.id);
    pushService.answerNext(503, 503);
    const before = pushService.requestCount();

    expect(await deliver()).toMatchObject({ retried: 1 });
    later(29);
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0 });
    later(1);
    expect(await deliver()).toMatchObject({ retried: 1 });
    later(59);
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0 });
    later(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(pushService.requestCount() - before).toBe(3);
    expect(pushesTo(person.device)).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    const person = await personWithPush();
    await notify(person.user.id);
    pushService.answerNext(...Array<number>(MAX_SEND_ATTEMPTS).fill(500));
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      expect(await deliver()).toMatchObject({ retried: 1 });
      later(60 * 60);
    }
    expect(await deliver()).toMatchObject({ failed: 1 });
    later(60 * 60);
    expect(await deliver()).toMatchObject({ retried: 0, sent: 0, failed: 0 });
    expect(pushesTo(person.device)).toHaveLength(0);
  });

  it('never sends a person’s pending push to the next owner of the device', async () => {
    const first = await personWithPush();
    const second = await givenPerson(t);
    await notify(first.user.id, { title: fixedText('For the first person only') });
    const endpoint = `${pushService.origin}${first.device}`;
    const keys = pushService.newSubscription().keys;
    // the same browser, now signed in as someone else, subscribes again (same endpoint)
    expect((await second.client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
    const before = pushService.requestCount();

    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(pushService.requestCount()).toBe(before);
  });

  it('ends every delivery to an unusable subscription as refused, with the reason, and still sends everyone else’s', async () => {
    const holder = await givenPerson(t);
    const bystander = await personWithPush();
    // rows written before today's rules (issue 23): more than one leased batch of keys off the curve, and an endpoint
    // that is not a push service
    const notAPoint = Array.from({ length: 60 }, (_, n) => ({
      userId: holder.user.id,
      endpoint: `${pushService.origin}/push/not-a-point-${n}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    }));
    const notAPushService = {
      ...pushService.newSubscription().keys,
      endpoint: 'https://internal.example.com/x',
    };
    await t.db
      .insert(pushSubscriptions)
      .values([...notAPoint, { ...notAPushService, userId: holder.user.id }]);
    await notify(holder.user.id);
    await notify(bystander.user.id);

    expect(await deliver()).toMatchObject({ sent: 1, failed: 61 });
    expect(pushesTo(bystander.device)).toHaveLength(1);
    expect(await endingsOf(holder.user.id)).toEqual({
      'refused: p256dh is not a point on P-256': 60,
      'refused: endpoint not allowed': 1,
    });
    // ended, never tried again
    later(60 * 60);
    const before = pushService.requestCount();
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0, retried: 0 });
    expect(pushService.requestCount()).toBe(before);
  });

  it('ends a delivery that fails in any other way as refused, with the reason, and goes on with the rest', async () => {
    const unlucky = await personWithPush();
    const bystander = await personWithPush();
    const encrypt = webPush.generateRequestDetails.bind(webPush);
    const failing = vi
      .spyOn(webPush, 'generateRequestDetails')
      .mockImplementation((subscription, ...rest) => {
        if (subscription.endpoint.endsWith(unlucky.device)) throw new Error('something unforeseen');
        return encrypt(subscription, ...rest);
      });
    try {
      await notify(unlucky.user.id);
      await notify(bystander.user.id);
      expect(await deliver()).toMatchObject({ sent: 1, failed: 1 });
    } finally {
      failing.mockRestore();
    }
    expect(pushesTo(bystander.device)).toHaveLength(1);
    expect(await endingsOf(unlucky.user.id)).toEqual({ 'refused: something unforeseen': 1 });
    later(60 * 60);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 0, retried: 0 });
    expect(pushesTo(unlucky.device)).toHaveLength(0);
  });

  it('two workers side by side push each notification exactly once', async () => {
    const people = [];
    for (let n = 0; n < 4; n++) people.push(await personWithPush());
    const notifications = 30;
    for (let n = 0; n < notifications; n++) {
      await notify(people[n % people.length]!.user.id, { title: fixedText(`Note ${n}`) });
    }
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.sent + b.sent).toBe(notifications);
    const titles = pushService.received.map((push) => (push.payload as PushPayload).title);
    expect(new Set(titles).size).toBe(notifications);
    expect(titles).toHaveLength(notifications);
    expect((await countDeliveriesByOutcome(t.db)).pending ?? 0).toBe(0);
  });
});
