import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { openEmbeddedDatabase } from '#server/db/database';
import { pushSubscriptions } from '#server/db/schema/push';
import { datesFor, validChallengeInput } from '#server/testing/given';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import type { TestClient } from '#server/testing/test-client';
import { startBenchServer } from './server-process';

// Issue 23, finding 1: can one account delay everyone else's pushes? One person holds 700 subscriptions whose key is
// not a point on P-256 (inserted into the database directly: the API now refuses them and caps a person's devices),
// gets a notification, and then another person gets one. Measured: from the API's answer to the notification's
// request to its push reaching the push service stand-in, on a server started as `npm start` starts it (the push
// worker's usual beat, PUSH_INTERVAL_SECONDS=5). A figure, not pass/fail (decision 053).

const UNUSABLE_SUBSCRIPTIONS = 700;
const ROUNDS = 2;
const GIVE_UP_AFTER_MS = 5 * 60_000;

export async function runPushFairnessBenchmark(port: number) {
  const pushService = await startPushServiceStandIn();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-push-bench-'));
  try {
    let server = await startBenchServer(port, { DATA_DIR: dataDir });
    const [holder, bystander, organizer] = [server.client(), server.client(), server.client()];
    const holderUser = await holder.signUp({ name: 'Holder', timezone: 'UTC' });
    const bystanderUser = await bystander.signUp({ name: 'Bystander', timezone: 'UTC' });
    await organizer.signUp({ name: 'Organizer', timezone: 'UTC' });
    const device = pushService.newSubscription();
    await expectStatus(bystander.post('/api/push/subscriptions', device), 204);
    await server.stop();

    // the embedded database is one process's: written while the server is stopped
    const database = await openEmbeddedDatabase(dataDir);
    await database.db.insert(pushSubscriptions).values(
      Array.from({ length: UNUSABLE_SUBSCRIPTIONS }, (_, n) => ({
        userId: holderUser.id,
        endpoint: `${pushService.origin}/push/not-a-point-${n}`,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      })),
    );
    await database.close();

    server = await startBenchServer(port, { DATA_DIR: dataDir, PUSH_INTERVAL_SECONDS: '5' });
    const seconds: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const challenge = await createChallenge(organizer, `Round ${round}`);
      await invite(organizer, challenge, holderUser.id);
      await invite(organizer, challenge, bystanderUser.id);
      const invited = performance.now();
      const arrived = await pushArrival(pushService, new URL(device.endpoint).pathname, round);
      seconds.push(
        arrived === undefined ? 'not within 5 min' : `${((arrived - invited) / 1000).toFixed(1)} s`,
      );
    }
    await server.stop();
    console.log(
      `push while one person holds ${UNUSABLE_SUBSCRIPTIONS} subscriptions off the curve: another person's push arrived after ${seconds.join(', then ')} (PUSH_INTERVAL_SECONDS=5)`,
    );
  } finally {
    await pushService.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function expectStatus(response: Promise<Response>, status: number) {
  const answer = await response;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${await answer.text()}`);
  return answer;
}

async function createChallenge(organizer: TestClient, title: string) {
  const today = new Date().toISOString().slice(0, 10) as CalendarDate;
  const input = validChallengeInput({ title, ...datesFor('upcoming', today) });
  const response = await expectStatus(organizer.post('/api/challenges', input), 201);
  return ((await response.json()) as { id: string }).id;
}

const invite = (organizer: TestClient, challengeId: string, userId: string) =>
  expectStatus(organizer.post(`/api/challenges/${challengeId}/invitations`, { userId }), 201);

/** When the device's `count`-th push reached the stand-in (performance.now()), or undefined after 5 minutes. */
async function pushArrival(pushService: PushServiceStandIn, device: string, count: number) {
  const deadline = performance.now() + GIVE_UP_AFTER_MS;
  while (performance.now() < deadline) {
    if (pushService.received.filter((push) => push.device === device).length >= count)
      return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}
