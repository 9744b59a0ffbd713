import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '#server/db/schema/push';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { cheerNotificationsOf, cheerPath } from '#server/testing/fixtures/cheers';
import { finishDelivery } from '#server/features/push/push-delivery.queries';

// Decision 041: a cheer notification pushes when it is first written (the trigger of migration 0013); brought back
// by later cheers, it pushes once more at most per window, with the wording it has when the push worker sends it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deliveriesOf = (notificationId: string) =>
  t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, notificationId));

describe('a cheer notification on the cheered person’s devices', () => {
  it('is pushed at once, then at most once more per 10-minute window however many cheers follow', async () => {
    const ana = await givenPerson(t, { name: 'Ana' });
    const cheerers = await Promise.all(['Ben', 'Cy', 'Dee'].map((name) => givenPerson(t, { name })));
    const challenge = await insertChallenge(t.db, { organizer: ana, participants: cheerers });
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: ana.user.id, endpoint: 'https://push.example/ana-phone', p256dh: 'k', auth: 'a' });
    const { id: checkInId } = await givenCheckIn(ana.client, challenge.id);

    await cheerers[0]!.client.post(cheerPath(checkInId));
    const [notification] = await cheerNotificationsOf(t.db, checkInId);
    const [first] = await deliveriesOf(notification!.id);
    expect(first).toMatchObject({ dueAt: null, finishedAt: null }); // due at once
    const sentAt = new Date('2026-03-10T12:00:00Z');
    await finishDelivery(t.db, first!.id, 'sent', sentAt);

    // two more cheers a minute and three minutes later: one push, due when the window after the last send ends
    t.clock.set(new Date('2026-03-10T12:01:00Z'));
    await cheerers[1]!.client.post(cheerPath(checkInId));
    t.clock.set(new Date('2026-03-10T12:03:00Z'));
    await cheerers[2]!.client.post(cheerPath(checkInId));
    const [again, ...more] = await deliveriesOf(notification!.id);
    expect(more).toHaveLength(0);
    expect(again).toMatchObject({ finishedAt: null, outcome: null, attempts: 0 });
    expect(again!.dueAt).toEqual(new Date('2026-03-10T12:10:00Z'));

    // sent at 12:10 with the wording of all three; a cheer long after the window is pushed at once
    await finishDelivery(t.db, again!.id, 'sent', new Date('2026-03-10T12:10:00Z'));
    await cheerers[2]!.client.delete(cheerPath(checkInId));
    t.clock.set(new Date('2026-03-10T13:00:00Z'));
    await cheerers[2]!.client.post(cheerPath(checkInId));
    const [late] = await deliveriesOf(notification!.id);
    expect(late!.dueAt).toEqual(new Date('2026-03-10T13:00:00Z'));
    expect(late!.finishedAt).toBeNull();
    const [worded] = await cheerNotificationsOf(t.db, checkInId);
    expect(worded!.message).toBe('Dee and 2 others cheered your check-in');
  });

  it('is not pushed again when a cheer is taken back', async () => {
    const ana = await givenPerson(t, { name: 'Ana' });
    const [ben, cy] = await Promise.all(['Ben', 'Cy'].map((name) => givenPerson(t, { name })));
    const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben!, cy!] });
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: ana.user.id, endpoint: 'https://push.example/ana-laptop', p256dh: 'k', auth: 'a' });
    const { id: checkInId } = await givenCheckIn(ana.client, challenge.id);
    await ben!.client.post(cheerPath(checkInId));
    await cy!.client.post(cheerPath(checkInId));
    const [notification] = await cheerNotificationsOf(t.db, checkInId);
    const [delivery] = await deliveriesOf(notification!.id);
    await finishDelivery(t.db, delivery!.id, 'sent', new Date('2026-03-10T12:00:00Z'));
    await cy!.client.delete(cheerPath(checkInId));
    const [after] = await deliveriesOf(notification!.id);
    expect(after).toMatchObject({ outcome: 'sent' });
  });
});
