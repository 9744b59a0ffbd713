import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import type { PushPayload } from '#shared/push/push.schemas';
import type { PushSettings } from '#shared/push/push.types';
import { type PushServiceStandIn, startPushServiceStandIn } from '#server/testing/push-service-stand-in';
import {
  appOrigin,
  givenChallenge,
  givenPerson,
  givenSomeoneElse,
  type SignedIn,
} from './support/challenges';
import { givenInvitation } from './support/invitations';
import { serviceWorkerControls } from './support/service-worker';
import { expectToastAndClose } from './support/toasts';
import { FULL_BROWSER } from './support/full-browser';

// Issue 12, "Web Push": turning push on, from Settings and from the one-time prompt after a check-in,
// through the app's real client code (src/client/features/push/) and the real API, up to a push that arrives,
// VAPID-signed and encrypted, at this device's push service. What is stood in, and why: the browser's push service
// (Google's, for Chromium) is outside the project and unreachable here, so headless Chromium cannot subscribe. An
// init script replaces PushManager.prototype.subscribe and getSubscription (and the subscription's unsubscribe):
// subscribe() gets its subscription from the push service stand-in (src/server/testing/push-service-stand-in.ts,
// as e2e/push-delivery.spec.ts uses it), whose keys let it check and decrypt what the app sends, as the browser
// would. The replacement makes the checks Chromium makes before it asks its push service (permission granted,
// userVisibleOnly, one key per subscription). In the prompt journey, the browser's own permission question is
// answered "Allow" by granting the permission (context.grantPermissions): a test cannot click that browser UI.
// Delivering a push to the service worker and showing it is e2e/push-delivery.spec.ts's part.

test.use({ serviceWorkers: 'allow' });

const pushSection = (page: Page) => page.getByRole('region', { name: 'Push notifications on this device' });
const deviceSwitch = (page: Page) =>
  pushSection(page).getByRole('switch', { name: /Send notifications to this device/ });

interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** base64url, as the page passed it to subscribe() */
  applicationServerKey: string;
}

/** This browser's side of the stand-in: what subscribe() was called with, and the subscription it holds. */
interface StandInDevice {
  subscribeCalls: { applicationServerKey: string; userVisibleOnly: boolean }[];
  subscription: StandInSubscription | null;
}

/**
 * Replaces the browser's PushManager in every page of the context with one whose subscriptions are the push service
 * stand-in's. With `allowOnAsk`, Notification.requestPermission() is the person answering "Allow" to the browser;
 * with `unknownPushService`, the subscriptions' endpoints are at a push service the server does not send to.
 */
async function standInForThePushService(
  context: BrowserContext,
  pushService: PushServiceStandIn,
  { allowOnAsk = false, unknownPushService = false } = {},
): Promise<StandInDevice> {
  const device: StandInDevice = { subscribeCalls: [], subscription: null };
  await context.exposeBinding(
    'pushServiceStandIn',
    async (
      _source,
      operation: string,
      argument?: { applicationServerKey: string; userVisibleOnly: boolean },
    ) => {
      switch (operation) {
        case 'subscribe': {
          device.subscribeCalls.push(argument!);
          // Chromium: a subscription made with another key must be ended first (InvalidStateError)
          if (
            device.subscription &&
            device.subscription.applicationServerKey !== argument!.applicationServerKey
          )
            return { error: 'InvalidStateError' };
          if (!device.subscription) {
            const made = pushService.newSubscription();
            device.subscription = {
              ...made,
              endpoint: unknownPushService
                ? made.endpoint.replace(pushService.origin, 'https://push.unknown-browser.example')
                : made.endpoint,
              applicationServerKey: argument!.applicationServerKey,
            };
          }
          return device.subscription;
        }
        case 'getSubscription':
          return device.subscription;
        case 'unsubscribe': {
          const wasSubscribed = device.subscription !== null;
          device.subscription = null;
          return wasSubscribed;
        }
        case 'allow':
          await context.grantPermissions(['notifications'], { origin: appOrigin() });
          return 'granted';
        default:
          throw new Error(`unknown operation ${operation}`);
      }
    },
  );
  await context.addInitScript(
    ({ allowOnAsk }) => {
      type Call = (operation: string, argument?: unknown) => Promise<unknown>;
      const standIn: Call = (operation, argument) =>
        (window as unknown as { pushServiceStandIn: Call }).pushServiceStandIn(operation, argument);
      const toBase64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const fromBase64Url = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
      const keyText = (key: BufferSource | string | null | undefined) => {
        if (typeof key === 'string') return key;
        if (!key) throw new DOMException('applicationServerKey is required', 'NotSupportedError');
        const bytes = ArrayBuffer.isView(key)
          ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
          : new Uint8Array(key);
        return toBase64Url(bytes);
      };
      const asSubscription = (json: {
        endpoint: string;
        keys: { p256dh: string; auth: string };
        applicationServerKey: string;
      }) => ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: fromBase64Url(json.applicationServerKey).buffer,
        },
        getKey: (name: 'p256dh' | 'auth') => fromBase64Url(json.keys[name]).buffer,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: { ...json.keys } }),
        unsubscribe: () => standIn('unsubscribe'),
      });

      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        // what Chromium checks before it asks its push service
        if (Notification.permission !== 'granted')
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        if (!options?.userVisibleOnly)
          throw new DOMException('Registration failed - userVisibleOnly is required', 'NotAllowedError');
        const answer = (await standIn('subscribe', {
          applicationServerKey: keyText(options.applicationServerKey),
          userVisibleOnly: options.userVisibleOnly,
        })) as Parameters<typeof asSubscription>[0] | { error: string };
        if ('error' in answer) throw new DOMException('Registration failed - another key', answer.error);
        return asSubscription(answer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        const json = (await standIn('getSubscription')) as Parameters<typeof asSubscription>[0] | null;
        return json ? (asSubscription(json) as unknown as PushSubscription) : null;
      };
      if (allowOnAsk) {
        Notification.requestPermission = async () => {
          // the browser's own question, answered "Allow" (headless Chromium would answer for the person)
          if (Notification.permission === 'default') await standIn('allow');
          return Notification.permission;
        };
      }
    },
    { allowOnAsk },
  );
  return device;
}

async function serversPublicKey(page: SignedIn): Promise<string> {
  const response = await page.request.get(`${appOrigin()}/api/push/public-key`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { publicKey: string }).publicKey;
}

async function hasSubscriptionOnServer(page: SignedIn): Promise<boolean> {
  const response = await page.request.get(`${appOrigin()}/api/me/push-settings`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PushSettings).hasSubscription;
}

/** Another person invites `email` to a new challenge: the app creates an invitation notification for them. */
async function inviteFromSomeoneElse(email: string, title: string) {
  const { person: organizer, ...organizerSide } = await givenSomeoneElse('push-on-organizer');
  try {
    const challenge = await givenChallenge(organizerSide, { title });
    await givenInvitation(organizerSide, challenge.id, email);
    return { organizer, challenge };
  } finally {
    await organizerSide.request.dispose();
  }
}

/** The pushes the stand-in received for `endpoint`, decrypted. */
const pushesTo = (pushService: PushServiceStandIn, endpoint: string) =>
  pushService.received
    .filter((push) => `${pushService.origin}${push.device}` === endpoint)
    .map((push) => push.payload as PushPayload);

test(
  'push turned on from Settings reaches this device; turned off, it no longer does',
  { tag: FULL_BROWSER },
  async ({ context, page }) => {
    const pushService = await startPushServiceStandIn();
    try {
      const device = await standInForThePushService(context, pushService);
      const person = await givenPerson(page, 'push-on');
      await context.grantPermissions(['notifications'], { origin: appOrigin() });
      await page.goto('/settings');
      await serviceWorkerControls(page);
      await expect(deviceSwitch(page)).not.toBeChecked();
      await expect(deviceSwitch(page)).toBeEnabled();
      expect(await hasSubscriptionOnServer(page)).toBe(false);

      await deviceSwitch(page).click({ force: true });
      await expectToastAndClose(page, 'Push notifications are on for this device.');
      await expect(deviceSwitch(page)).toBeChecked();
      // the app subscribed with the server's application server key, as a visible-only subscription
      expect(device.subscribeCalls).toEqual([
        { applicationServerKey: await serversPublicKey(page), userVisibleOnly: true },
      ]);
      const endpoint = device.subscription!.endpoint;
      expect(await hasSubscriptionOnServer(page)).toBe(true);

      // a reload finds this device on (the browser's subscription is the truth)
      await page.reload();
      await expect(deviceSwitch(page)).toBeChecked();

      const first = await inviteFromSomeoneElse(person.email, 'Pushed Lunges');
      await expect.poll(() => pushesTo(pushService, endpoint).length, { timeout: 20_000 }).toBe(1);
      expect(pushService.problems).toEqual([]);
      expect(pushesTo(pushService, endpoint)[0]).toMatchObject({
        title: 'Challenge Invitation',
        body: `${first.organizer.name} invited you to join "Pushed Lunges"`,
        url: `/challenge/${first.challenge.id}`,
      });
      // signed with the key the browser subscribed with
      expect(pushService.received.at(-1)!.vapidPublicKey).toBe(
        device.subscribeCalls[0]!.applicationServerKey,
      );

      // this person also has push on another device: the next push reaching that one shows what reaches which
      const otherDevice = pushService.newSubscription();
      const registered = await page.request.post(`${appOrigin()}/api/push/subscriptions`, {
        headers: { origin: appOrigin() },
        data: otherDevice,
      });
      expect(registered.ok(), await registered.text()).toBe(true);

      await deviceSwitch(page).click({ force: true });
      await expectToastAndClose(page, 'Push notifications are off for this device.');
      await expect(deviceSwitch(page)).not.toBeChecked();
      expect(device.subscription).toBeNull();

      await inviteFromSomeoneElse(person.email, 'Pushed Squats');
      await expect
        .poll(() => pushesTo(pushService, otherDevice.endpoint).map(({ body }) => body), { timeout: 20_000 })
        .toEqual([expect.stringContaining('"Pushed Squats"')]);
      expect(pushService.problems).toEqual([]);
      // this device got nothing more: the server forgot its subscription
      expect(pushesTo(pushService, endpoint)).toHaveLength(1);
      await page.reload();
      await expect(deviceSwitch(page)).not.toBeChecked();
    } finally {
      await pushService.close();
    }
  },
);

test(
  '"Turn on" in the prompt after a check-in subscribes this device, and pushes reach it',
  { tag: FULL_BROWSER },
  async ({ context, page }) => {
    const pushService = await startPushServiceStandIn();
    try {
      const device = await standInForThePushService(context, pushService, { allowOnAsk: true });
      const person = await givenPerson(page, 'push-prompted');
      const challenge = await givenChallenge(page, { title: 'Evening Planks' });
      const prompt = page.getByRole('dialog', { name: 'Get your reminders on this device?' });
      await page.goto(`/challenge/${challenge.id}`);
      await serviceWorkerControls(page);
      await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();
      await expect(prompt).toHaveCount(0);

      await page.getByRole('button', { name: 'Met goal' }).click();
      await expect(page.getByText('Check-in recorded successfully for today!')).toBeVisible();
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Turn on' }).click();
      await expect(prompt).toHaveCount(0);
      await expectToastAndClose(page, 'Push notifications are on for this device.');
      expect(device.subscribeCalls).toEqual([
        { applicationServerKey: await serversPublicKey(page), userVisibleOnly: true },
      ]);
      const endpoint = device.subscription!.endpoint;
      expect(await hasSubscriptionOnServer(page)).toBe(true);

      const { organizer, challenge: invitedTo } = await inviteFromSomeoneElse(
        person.email,
        'Prompted Pushups',
      );
      await expect.poll(() => pushesTo(pushService, endpoint).length, { timeout: 20_000 }).toBe(1);
      expect(pushService.problems).toEqual([]);
      expect(pushesTo(pushService, endpoint)[0]).toMatchObject({
        title: 'Challenge Invitation',
        body: `${organizer.name} invited you to join "Prompted Pushups"`,
        url: `/challenge/${invitedTo.id}`,
      });

      // Settings shows this device on
      await page.goto('/settings');
      await expect(deviceSwitch(page)).toBeChecked();
    } finally {
      await pushService.close();
    }
  },
);

test(
  'a subscription the server refuses is not left on this device: the switch stays off, after a reload too',
  { tag: FULL_BROWSER },
  async ({ context, page }) => {
    const pushService = await startPushServiceStandIn();
    try {
      // a browser whose push service is not one the server sends to (docs/decisions/029-web-push.md, SSRF)
      const device = await standInForThePushService(context, pushService, { unknownPushService: true });
      await givenPerson(page, 'push-refused');
      await context.grantPermissions(['notifications'], { origin: appOrigin() });
      await page.goto('/settings');
      await serviceWorkerControls(page);
      await expect(deviceSwitch(page)).toBeEnabled();

      await deviceSwitch(page).click({ force: true });
      // trying again cannot help: the person is told what is wrong
      await expectToastAndClose(page, 'This browser gave an unusable push subscription.');
      expect(device.subscribeCalls).toHaveLength(1);
      await expect(deviceSwitch(page)).not.toBeChecked();
      expect(await hasSubscriptionOnServer(page)).toBe(false);
      // the browser let go of the subscription the server refused, so nothing claims push is on here
      expect(device.subscription).toBeNull();
      await page.reload();
      await expect(deviceSwitch(page)).toBeEnabled();
      await expect(deviceSwitch(page)).not.toBeChecked();
    } finally {
      await pushService.close();
    }
  },
);
