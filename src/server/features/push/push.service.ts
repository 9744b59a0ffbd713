import { INVALID_SUBSCRIPTION_MESSAGE } from '#shared/push/push-messages';
import { PUSH_KINDS, type PushSettingsInput, type PushSubscriptionInput } from '#shared/push/push.schemas';
import { type PushSettings } from '#shared/push/push.types';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, notFound } from '#server/lib/domain-error';
import { subscriptionProblem } from './push-subscription-problem';
import { SUBSCRIPTIONS_PER_PERSON } from './push-limits';
import { pushMessages } from './push-messages';
import {
  deleteSubscription,
  deleteSubscriptionsBeyondNewest,
  findPushSettings,
  hasPushSubscription,
  saveSubscription,
  upsertPushSettings,
} from './push.queries';

/**
 * This device now receives the person's pushes; refused for an endpoint that is not a known push service or a key
 * nothing can be encrypted for.
 */
export async function registerSubscription(deps: Deps, actor: Actor, input: PushSubscriptionInput) {
  const problem = subscriptionProblem(
    { endpoint: input.endpoint, ...input.keys },
    deps.env.NODE_ENV === 'production',
  );
  if (problem)
    throw badRequest(INVALID_SUBSCRIPTION_MESSAGE, { [problem.field]: INVALID_SUBSCRIPTION_MESSAGE });
  await saveSubscription(deps.db, {
    userId: actor.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
  // past the cap the oldest goes rather than the new one being refused: the person cannot see their devices to
  // choose one, and the oldest is the likeliest to be a browser long gone (decision 053)
  await deleteSubscriptionsBeyondNewest(deps.db, actor.userId, SUBSCRIPTIONS_PER_PERSON);
}

/** Someone else's device is as unknown as a missing one. */
export async function removeSubscription(deps: Deps, actor: Actor, endpoint: string) {
  if (!(await deleteSubscription(deps.db, actor.userId, endpoint)))
    throw notFound(pushMessages.subscriptionNotFound);
}

export async function getPushSettings(deps: Deps, actor: Actor): Promise<PushSettings> {
  const row = await findPushSettings(deps.db, actor.userId);
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, row?.[kind] ?? true])) as Record<
    (typeof PUSH_KINDS)[number],
    boolean
  >;
  return {
    ...kinds,
    // PostgreSQL answers a time as HH:mm:ss; the contract speaks HH:mm
    quietStart: row?.quietStart?.slice(0, 5) ?? null,
    quietEnd: row?.quietEnd?.slice(0, 5) ?? null,
    hasSubscription: await hasPushSubscription(deps.db, actor.userId),
  };
}

/** Only the settings sent change. */
export async function updatePushSettings(deps: Deps, actor: Actor, input: PushSettingsInput) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) await upsertPushSettings(deps.db, actor.userId, changes);
  return getPushSettings(deps, actor);
}
