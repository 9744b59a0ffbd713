import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheerState } from '#shared/cheers/cheers.types';
import { checkInCheers } from '#server/db/schema/cheers';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { cheerNotificationsOf, cheerPath, dayCheersPath } from '#server/testing/fixtures/cheers';

// Simultaneous cheers on one PostgreSQL (a pool of connections, so the requests truly overlap): the primary key
// keeps one cheer per person, and the notification's row lock words the one notification with every cheer.
// PGlite is one connection and cannot race: these need a real server (TEST_DATABASE_URL; CI sets it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cheersOf = (checkInId: string) =>
  t.db.select().from(checkInCheers).where(eq(checkInCheers.checkInId, checkInId));

describe('cheers under concurrency on PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'one person’s simultaneous cheers make one cheer: one 201, the rest answer it (200), none fails',
    async () => {
      const ana = await givenPerson(t, { name: 'Ana' });
      const ben = await givenPerson(t, { name: 'Ben' });
      const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben] });
      const { id: checkInId } = await givenCheckIn(ana.client, challenge.id);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => ben.client.post(cheerPath(checkInId))),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([...Array(11).fill(200), 201]);
      for (const response of responses)
        expect(((await response.json()) as CheerState).cheers).toMatchObject({
          count: 1,
          cheeredByViewer: true,
        });
      expect(await cheersOf(checkInId)).toHaveLength(1);
      const notifications = await cheerNotificationsOf(t.db, checkInId);
      expect(notifications.map((n) => n.message)).toEqual(['Ben cheered your check-in']);
    },
  );

  it.skipIf(!onRealPostgres())(
    'many people cheering one check-in at once leave exactly one notification, worded with all of them',
    async () => {
      const ana = await givenPerson(t, { name: 'Ana' });
      const cheerers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => givenPerson(t, { name: `C${i}` })),
      );
      const challenge = await insertChallenge(t.db, { organizer: ana, participants: cheerers });
      const { id: checkInId } = await givenCheckIn(ana.client, challenge.id);
      // cheers and day cheers (the Today panel's tap) at once, each twice
      const responses = await Promise.all(
        cheerers.flatMap(({ client }, i) =>
          i % 2
            ? [client.post(cheerPath(checkInId)), client.post(cheerPath(checkInId))]
            : [
                client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true }),
                client.post(cheerPath(checkInId)),
              ],
        ),
      );
      expect(responses.every((response) => response.status < 300)).toBe(true);
      expect(await cheersOf(checkInId)).toHaveLength(8);
      const notifications = await cheerNotificationsOf(t.db, checkInId);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]!.message).toMatch(/^C\d and 7 others cheered your check-in$/);
    },
  );

  it.skipIf(!onRealPostgres())(
    'people cheering each other’s day at once never deadlock, and each check-in has one notification',
    async () => {
      const people = await Promise.all(
        Array.from({ length: 6 }, (_, i) => givenPerson(t, { name: `D${i}` })),
      );
      const challenge = await insertChallenge(t.db, { organizer: people[0]!, participants: people.slice(1) });
      const checkIns = await Promise.all(people.map(({ client }) => givenCheckIn(client, challenge.id)));
      const checkInIds = checkIns.map((checkIn) => checkIn.id);
      const responses = await Promise.all(
        people.map(({ client }) =>
          client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      for (const checkInId of checkInIds) {
        const notifications = await cheerNotificationsOf(t.db, checkInId);
        expect(notifications).toHaveLength(1);
        expect(notifications[0]!.message).toMatch(/^D\d and 4 others cheered your check-in$/);
      }
    },
  );
});
