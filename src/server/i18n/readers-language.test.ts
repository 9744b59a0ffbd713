import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationList } from '#shared/notifications/notifications.types';
import type { PushPayload } from '#shared/push/push.schemas';
import { users } from '#server/db/schema/auth';
import { deliverDuePushes } from '#server/features/push/push-delivery';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';

// Issue 26: what someone's action sends a person — the e-mail, the notification and so its push — is written in the
// reader's language, not the sender's.

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
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const deliver = () =>
  deliverDuePushes({ db: t.db, clock: t.clock, logger: t.logger, vapid: t.vapid, isProduction: false });

describe('texts in their reader’s language', () => {
  it('sends a German speaker invited by an English speaker a German e-mail and a German push', async () => {
    const sender = await givenPerson(t, { name: 'Emma English', locale: 'en' });
    const reader = await givenPerson(t, { name: 'Greta German', locale: 'de' });
    const device = pushService.newSubscription();
    expect((await reader.client.post('/api/push/subscriptions', device)).status).toBe(204);
    const challenge = await givenChallenge(sender.client, { title: 'Morning run' });

    const invited = await sender.client.post(`/api/challenges/${challenge.id}/invitations`, {
      userId: reader.user.id,
    });
    expect(invited.status).toBe(201);

    const email = t.sent.at(-1)!;
    expect(email.to).toBe(reader.user.email);
    expect(email.subject).toBe('Emma English hat dich zu einer Challenge auf HabitSprint eingeladen');
    expect(email.text).toContain(
      'Emma English hat dich zur Challenge „Morning run“ auf HabitSprint eingeladen.',
    );
    expect(email.text).toContain('Einladung ansehen');
    expect(email.text).toContain('Die Einladung läuft in 7 Tagen ab (17. März 2026, 12:00 UTC).');

    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const push = pushService.received.find(
      (received) => received.device === new URL(device.endpoint).pathname,
    );
    expect(push!.payload).toMatchObject({
      title: 'Einladung zur Challenge',
      body: 'Emma English hat dich zu „Morning run“ eingeladen',
    } satisfies Partial<PushPayload>);

    // the sender reads English as before
    const english = await givenPerson(t, { locale: 'en' });
    await sender.client.post(`/api/challenges/${challenge.id}/invitations`, { userId: english.user.id });
    expect(t.sent.at(-1)!.subject).toBe('Emma English invited you to a challenge on HabitSprint');
  });

  it('writes to an address without an account in the language of the person who invites', async () => {
    const sender = await givenPerson(t, { name: 'Greta German', locale: 'de' });
    const challenge = await givenChallenge(sender.client);
    const address = uniqueEmail();
    expect(
      (await sender.client.post(`/api/challenges/${challenge.id}/invitations`, { email: address })).status,
    ).toBe(201);
    expect(t.sent.at(-1)).toMatchObject({
      to: address,
      subject: 'Greta German hat dich zu einer Challenge auf HabitSprint eingeladen',
    });
  });
  it('names a sender without a name as "Someone" in the reader’s language', async () => {
    const sender = await givenPerson(t, { name: 'Nameless Soon', locale: 'en' });
    const reader = await givenPerson(t, { name: 'Greta German', locale: 'de' });
    const challenge = await givenChallenge(sender.client, { title: 'Morning run' });
    await t.db.update(users).set({ name: '' }).where(eq(users.id, sender.user.id));
    const invited = await sender.client.post(`/api/challenges/${challenge.id}/invitations`, {
      userId: reader.user.id,
    });
    expect(invited.status).toBe(201);
    expect(t.sent.at(-1)!.subject).toBe('Jemand hat dich zu einer Challenge auf HabitSprint eingeladen');
    const list = (await (await reader.client.get('/api/notifications')).json()) as NotificationList;
    expect(list.notifications[0]).toMatchObject({ message: 'Jemand hat dich zu „Morning run“ eingeladen' });
  });
});
