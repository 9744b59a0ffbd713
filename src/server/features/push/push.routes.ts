import { Hono } from 'hono';
import { pushSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/push/push.schemas';
import { pushPublicKeyAnswer, pushSettingsAnswer, type PushPublicKey } from '#shared/push/push.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { SUBSCRIPTION_REGISTRATIONS_PER_HOUR } from './push-limits';
import { pushMessages } from './push-messages';
import {
  getPushSettings,
  registerSubscription,
  removeSubscription,
  updatePushSettings,
} from './push.service';

const registrationLimit = hourlyLimitPerPerson(
  'push-subscription',
  SUBSCRIPTION_REGISTRATIONS_PER_HOUR,
  pushMessages.registrationsLimited,
);

export const pushRoutes = new Hono<AppEnv>()
  // the application server key is public by design: the browser needs it before it can subscribe
  .get(
    '/public-key',
    documented({
      summary: "The server's Web Push key, which a browser subscribes with",
      access: 'public',
      answers: { 200: pushPublicKeyAnswer },
    }),
    (c) => c.json<PushPublicKey>({ publicKey: c.var.deps.vapid.publicKey }),
  )
  // counted before validation: refused attempts cost the server too
  .post(
    '/subscriptions',
    documented({
      summary: "Send your pushes to this device (its browser's PushSubscription)",
      answers: { 204: { empty: 'This device now receives your pushes' } },
    }),
    requireActor,
    registrationLimit,
    validate('json', pushSubscriptionSchema),
    async (c) => {
      await registerSubscription(c.var.deps, actorOf(c), c.req.valid('json'));
      return c.body(null, 204);
    },
  )
  // the endpoint in the query: a DELETE body is dropped by some proxies
  .delete(
    '/subscriptions',
    documented({
      summary: 'Stop sending your pushes to a device',
      answers: { 204: { empty: 'The device receives no more pushes' } },
      // no subscription of yours has that endpoint
      refusals: [404],
    }),
    requireActor,
    validate('query', pushUnsubscribeSchema),
    async (c) => {
      await removeSubscription(c.var.deps, actorOf(c), c.req.valid('query').endpoint);
      return c.body(null, 204);
    },
  );

// At /me/push-settings.
export const pushSettingsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: 'Your push settings: which notifications, and quiet hours',
      answers: { 200: pushSettingsAnswer },
    }),
    requireActor,
    async (c) => c.json(await getPushSettings(c.var.deps, actorOf(c))),
  )
  .patch(
    '/',
    documented({
      summary: 'Change your push settings',
      answers: { 200: pushSettingsAnswer },
    }),
    requireActor,
    validate('json', pushSettingsSchema),
    async (c) => c.json(await updatePushSettings(c.var.deps, actorOf(c), c.req.valid('json'))),
  );
