import { expect, test } from '@playwright/test';
import { startPushServiceStandIn } from '#server/testing/push-service-stand-in';
import { appOrigin, givenChallenge, givenPerson, givenSomeoneElse } from './support/challenges';
import { givenInvitation } from './support/invitations';
import { serviceWorkerControls } from './support/service-worker';
import { FULL_BROWSER } from './support/full-browser';

// Issue 12, "Web Push" end to end (decision 029): a notification the app creates is pushed, VAPID-signed and
// encrypted, to the person's device; the push service (outside the project) is a stand-in that checks and decrypts
// it as a browser's would; what it decrypted is delivered to the real service worker through the DevTools protocol,
// which shows it with the product's icon and the spec's click destination. Headless Chromium cannot subscribe to a
// real push service, so the device's subscription is the stand-in's.

test.use({ serviceWorkers: 'allow' });

test(
  'an invitation reaches the invited person’s device as a notification that opens the challenge',
  { tag: FULL_BROWSER },
  async ({ context, page }) => {
    const pushService = await startPushServiceStandIn();
    try {
      const invitee = await givenPerson(page, 'push-invitee');
      await context.grantPermissions(['notifications'], { origin: appOrigin() });
      await page.goto('/dashboard');
      await serviceWorkerControls(page);
      const subscribed = await page.request.post(`${appOrigin()}/api/push/subscriptions`, {
        headers: { origin: appOrigin() },
        data: pushService.newSubscription(),
      });
      expect(subscribed.ok(), await subscribed.text()).toBe(true);

      // someone invites them: the app creates an invitation notification, and pushes it
      const organizer = await givenSomeoneElse('push-organizer');
      const challenge = await givenChallenge(organizer, { title: 'Pushed Walks' });
      await givenInvitation(organizer, challenge.id, invitee.email);
      await organizer.request.dispose();

      await expect.poll(() => pushService.received.length, { timeout: 20_000 }).toBe(1);
      expect(pushService.problems).toEqual([]);
      const [push] = pushService.received;
      expect(push!.payload).toMatchObject({ url: `/challenge/${challenge.id}`, openCheckIns: 0 });

      // the decrypted bytes go to the real service worker, as the browser's push service would deliver them
      const cdp = await context.newCDPSession(page);
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((candidate) => candidate.scopeURL === `${appOrigin()}/`);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: appOrigin(),
        registrationId: await registration,
        data: JSON.stringify(push!.payload),
      });

      const shown = () =>
        page.evaluate(async () => {
          const ready = await navigator.serviceWorker.ready;
          const notifications = await ready.getNotifications();
          return notifications.map(({ title, body, icon, data }) => ({
            title,
            body,
            icon,
            data: data as { url: string; notificationId: string },
          }));
        });
      await expect.poll(async () => (await shown()).length).toBe(1);
      const [notification] = await shown();
      const pushed = push!.payload as { title: string; body: string; notificationId: string };
      expect(notification).toEqual({
        title: pushed.title,
        body: pushed.body,
        icon: `${appOrigin()}/icons/icon-192.png`,
        data: { url: `${appOrigin()}/challenge/${challenge.id}`, notificationId: pushed.notificationId },
      });

      // a click opens its destination (the click itself cannot be made on a system notification in a test: the
      // handler is covered by src/client/service-worker/push.test.ts); the destination is the challenge
      await page.goto(notification!.data.url);
      await expect(page.getByRole('heading', { name: 'Pushed Walks', level: 1 })).toBeVisible();
    } finally {
      await pushService.close();
    }
  },
);
