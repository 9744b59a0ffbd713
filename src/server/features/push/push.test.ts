import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SUBSCRIPTION_MESSAGE } from '#shared/push/push-messages';
import { QUIET_HOURS_PAIR_MESSAGE } from '#shared/push/push.schemas';
import { type PushSettings } from '#shared/push/push.types';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { hasPushSubscription } from './push.queries';
import { givenPerson } from '#server/testing/given';

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

const unsubscribePath = (endpoint: string) =>
  `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`;

describe('GET /api/push/public-key', () => {
  it('gives the application server key browsers subscribe with, kept in DATA_DIR across restarts', async () => {
    const response = await t.visitor().get('/api/push/public-key');
    expect(response.status).toBe(200);
    const { publicKey } = (await response.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.vapid.publicKey);
    const { resolveVapidKeys } = await import('#server/lib/vapid-keys');
    expect(resolveVapidKeys(t.env).publicKey).toBe(publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await t.visitor().post('/api/push/subscriptions', pushService.newSubscription());
    expect(response.status).toBe(401);
  });

  it('keeps the signed-in person’s device, and says so to the e-mail reminder', async () => {
    const { client, user } = await givenPerson(t);
    expect(await hasPushSubscription(t.db, user.id)).toBe(false);
    expect((await client.post('/api/push/subscriptions', pushService.newSubscription())).status).toBe(204);
    expect(await hasPushSubscription(t.db, user.id)).toBe(true);
    const settings = (await (await client.get('/api/me/push-settings')).json()) as PushSettings;
    expect(settings.hasSubscription).toBe(true);
  });

  type Subscription = ReturnType<PushServiceStandIn['newSubscription']>;
  it.each<[string, (subscription: Subscription) => Subscription]>([
    ['an endpoint that is not a push service', (s) => ({ ...s, endpoint: 'https://internal.example.com/x' })],
    ['plain http to another host', (s) => ({ ...s, endpoint: 'http://169.254.169.254/latest/meta-data' })],
    ['a key of the wrong length', (s) => ({ ...s, keys: { ...s.keys, p256dh: 'BAAA' } })],
    [
      'a key that is not a point',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: `A${s.keys.p256dh.slice(1)}` } }),
    ],
    ['an auth secret of the wrong length', (s) => ({ ...s, keys: { ...s.keys, auth: 'AAAA' } })],
    // issue 23: the right length and prefix, but (0, 0) is not on the curve; the worker could not encrypt for it
    [
      'a key of the right length that is not a point on P-256',
      (s) => ({ ...s, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    ],
  ])('refuses %s', async (_, spoil) => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/push/subscriptions', spoil(pushService.newSubscription()));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: INVALID_SUBSCRIPTION_MESSAGE } });
  });

  it('refuses loopback endpoints in production, and allows the browsers’ push services there', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      DEV_OUTBOX: 'false',
      AUTH_SECRET: 'push-test-secret-push-test-secret-push-0001',
      VAPID_PUBLIC_KEY: t.vapid.publicKey,
      VAPID_PRIVATE_KEY: t.vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@habitsprint.example',
    });
    try {
      const { client } = await givenPerson(production);
      const keys = pushService.newSubscription().keys;
      const refused = await client.post('/api/push/subscriptions', {
        endpoint: `${pushService.origin}/x`,
        keys,
      });
      expect(refused.status).toBe(400);
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/abc',
      ]) {
        expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
      }
      const lookalike = await client.post('/api/push/subscriptions', {
        endpoint: 'https://fcm.googleapis.com.evil.example/x',
        keys,
      });
      expect(lookalike.status).toBe(400);
    } finally {
      await production.close();
    }
  });

  it('moves a device re-registered by another person to them', async () => {
    const first = await givenPerson(t);
    const second = await givenPerson(t);
    const subscription = pushService.newSubscription();
    await first.client.post('/api/push/subscriptions', subscription);
    expect((await second.client.post('/api/push/subscriptions', subscription)).status).toBe(204);
    expect(await hasPushSubscription(t.db, first.user.id)).toBe(false);
    expect(await hasPushSubscription(t.db, second.user.id)).toBe(true);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('turns push off on the device', async () => {
    const { client, user } = await givenPerson(t);
    const subscription = pushService.newSubscription();
    await client.post('/api/push/subscriptions', subscription);
    expect((await client.delete(unsubscribePath(subscription.endpoint))).status).toBe(204);
    expect(await hasPushSubscription(t.db, user.id)).toBe(false);
  });

  it('cannot delete someone else’s device (as unknown as a missing one), nor anonymously', async () => {
    const owner = await givenPerson(t);
    const other = await givenPerson(t);
    const subscription = pushService.newSubscription();
    await owner.client.post('/api/push/subscriptions', subscription);
    expect((await other.client.delete(unsubscribePath(subscription.endpoint))).status).toBe(404);
    expect((await t.visitor().delete(unsubscribePath(subscription.endpoint))).status).toBe(401);
    expect(await hasPushSubscription(t.db, owner.user.id)).toBe(true);
  });
});

describe('/api/me/push-settings', () => {
  it('starts with every kind on and no quiet hours, and changes only what is sent', async () => {
    const { client } = await givenPerson(t);
    expect(await (await client.get('/api/me/push-settings')).json()).toEqual({
      reminders: true,
      invitations: true,
      results: true,
      groupActivity: true,
      forumReplies: true,
      quietStart: null,
      quietEnd: null,
      hasSubscription: false,
    });
    const response = await client.patch('/api/me/push-settings', {
      forumReplies: false,
      quietStart: '22:00',
      quietEnd: '07:30',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reminders: true,
      forumReplies: false,
      quietStart: '22:00',
      quietEnd: '07:30',
    });
    await client.patch('/api/me/push-settings', { quietStart: null, quietEnd: null });
    expect(await (await client.get('/api/me/push-settings')).json()).toMatchObject({
      forumReplies: false,
      quietStart: null,
    });
  });

  it('sets quiet hours as a pair of times, and refuses anonymous visitors', async () => {
    const { client } = await givenPerson(t);
    const half = await client.patch('/api/me/push-settings', { quietStart: '22:00' });
    expect(half.status).toBe(400);
    expect(await half.json()).toMatchObject({ error: { message: QUIET_HOURS_PAIR_MESSAGE } });
    expect(
      (await client.patch('/api/me/push-settings', { quietStart: '25:00', quietEnd: '07:00' })).status,
    ).toBe(400);
    expect((await t.visitor().get('/api/me/push-settings')).status).toBe(401);
    expect((await t.visitor().patch('/api/me/push-settings', { reminders: false })).status).toBe(401);
  });
});
