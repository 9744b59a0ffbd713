import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '#shared/push/push.schemas';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from '#server/features/notifications/notifications.service';
import { deliverDuePushes } from './push-delivery';
import { SUBSCRIPTION_REGISTRATIONS_PER_HOUR, SUBSCRIPTIONS_PER_PERSON } from './push-limits';
import { pushMessages } from './push-messages';
import { fixedText } from '#server/testing/fixed-text';

// RATE_LIMIT_SCALE=1: the limits as production has them (decision 053).
let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const deviceOf = (subscription: { endpoint: string }) => new URL(subscription.endpoint).pathname;

describe('how many devices one person may have push on', () => {
  it('keeps the newest 20 devices: a 21st replaces the oldest, and a device registered again counts once', async () => {
    expect(SUBSCRIPTIONS_PER_PERSON).toBe(20);
    const { client, user } = await givenPerson(t);
    const devices = Array.from({ length: 21 }, () => pushService.newSubscription());
    const register = async (subscription: (typeof devices)[number]) =>
      expect((await client.post('/api/push/subscriptions', subscription)).status).toBe(204);
    for (const device of devices.slice(0, 19)) await register(device);
    await register(devices[0]!); // the same browser turning push on again
    await register(devices[19]!);
    await register(devices[20]!);

    await createNotification(t.db, {
      userId: user.id,
      title: fixedText('Hello'),
      message: fixedText('There'),
    });
    await deliverDuePushes({
      db: t.db,
      clock: t.clock,
      logger: t.logger,
      vapid: t.vapid,
      isProduction: false,
    });
    expect(pushService.problems).toEqual([]);
    const reached = pushService.received.map((push) => push.device);
    expect(reached).toHaveLength(20);
    expect(new Set(reached)).toEqual(new Set(devices.slice(1).map(deviceOf)));
    expect((pushService.received[0]!.payload as PushPayload).title).toBe('Hello');
  });
});

describe('the rate limit on turning push on', () => {
  it('allows 30 registrations a person an hour, refused ones included, then answers 429; others and the next hour may', async () => {
    expect(SUBSCRIPTION_REGISTRATIONS_PER_HOUR).toBe(30);
    const { client } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    // issue 23's request: a key of the right length that is not a point on P-256
    const notAPoint = () => ({
      endpoint: pushService.newSubscription().endpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await client.post('/api/push/subscriptions', notAPoint())).status).toBe(400);
    }
    const limited = await client.post('/api/push/subscriptions', pushService.newSubscription());
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: pushMessages.registrationsLimited,
    });
    expect(pushMessages.registrationsLimited).toBe(
      'You have turned push notifications on many times in the last hour. Please wait a while before trying again.',
    );

    expect((await other.post('/api/push/subscriptions', pushService.newSubscription())).status).toBe(204);
    t.clock.advanceDays(1 / 24 + 1 / (24 * 60));
    expect((await client.post('/api/push/subscriptions', pushService.newSubscription())).status).toBe(204);
  });
});
