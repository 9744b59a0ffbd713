import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '#server/testing/clean-ups';
import type { PushPayload } from '#shared/push/push.schemas';
import { users } from '#server/db/schema/auth';
import { pushSubscriptions } from '#server/db/schema/push';
import { startPushServiceStandIn } from '#server/testing/push-service-stand-in';
import { freshPostgresDatabase, startServersOnPostgres } from '#server/testing/servers-on-postgres';
import { onRealPostgres } from '#server/testing/test-database';
import { createNotifications } from '#server/features/notifications/notifications.service';
import { countDeliveriesByOutcome } from './push-delivery.queries';
import { fixedText } from '#server/testing/fixed-text';

// Two server processes' push workers on one PostgreSQL, sending at the same moment: every push must reach its
// device exactly once. PGlite is one connection in one process, so it cannot race: this needs a real server
// (TEST_DATABASE_URL; CI sets it).

const cleanups = cleanUpAfterEach();

describe('push delivery with several processes on one PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'two server processes push each notification to each device exactly once (needs TEST_DATABASE_URL)',
    async () => {
      const { url, db } = await freshPostgresDatabase(cleanups);
      const pushService = await startPushServiceStandIn();
      cleanups.push(() => pushService.close());

      const people = 20;
      const devicesEach = 2;
      const notificationsEach = 10;
      await db.insert(users).values(
        Array.from({ length: people }, (_, i) => ({
          id: `p${i}`,
          name: `P${i}`,
          email: `p${i}@example.com`,
        })),
      );
      await db.insert(pushSubscriptions).values(
        Array.from({ length: people * devicesEach }, (_, n) => {
          const { endpoint, keys } = pushService.newSubscription();
          return { userId: `p${n % people}`, endpoint, ...keys };
        }),
      );

      const servers = await startServersOnPostgres(
        url,
        2,
        { SCHEDULER_INTERVAL_SECONDS: '0', PUSH_INTERVAL_SECONDS: '1' },
        cleanups,
      );
      const expected = people * devicesEach * notificationsEach;
      const startedAt = performance.now();
      await createNotifications(
        db,
        Array.from({ length: people * notificationsEach }, (_, n) => ({
          userId: `p${n % people}`,
          title: fixedText(`Note ${n}`),
          message: fixedText('m'),
        })),
      );
      const deadline = Date.now() + 30_000;
      while (pushService.received.length < expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const seconds = (performance.now() - startedAt) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // more ticks of each, which must add nothing
      await Promise.all(servers.map((server) => server.stop()));

      expect(pushService.problems).toEqual([]);
      const perDevice = new Set(
        pushService.received.map((push) => `${push.device} ${(push.payload as PushPayload).notificationId}`),
      );
      expect(pushService.received).toHaveLength(expected);
      expect(perDevice.size).toBe(expected);
      expect(pushService.requestCount()).toBe(expected);
      expect(await countDeliveriesByOutcome(db)).toEqual({ sent: expected });
      console.info(
        `push on PostgreSQL, 2 processes: ${expected} deliveries (${people * notificationsEach} notifications × ${devicesEach} devices) ` +
          `in ${seconds.toFixed(1)} s, each received once, duplicates ${pushService.received.length - perDevice.size}`,
      );
    },
    60_000,
  );
});
