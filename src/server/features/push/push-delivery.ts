import type { Logger } from 'pino';
import { notificationTarget } from '#shared/notifications/notification-target';
import type { NotificationType } from '#shared/notifications/notifications.types';
import { quietHoursRelease } from '#shared/push/quiet-hours';
import { calendarDateIn, knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import { todayLink } from '#shared/dashboard/today-link';
import { pushKindOf, type PushPayload } from '#shared/push/push.schemas';
import type { Database } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { VapidKeys } from '#server/lib/vapid-keys';
import {
  countOpenCheckIns,
  deleteSubscriptionById,
  findDeliveriesToSend,
  finishDeliveries,
  finishDelivery,
  leaseDueDeliveries,
  postponeDelivery,
  type DeliveryToSend,
} from './push-delivery.queries';
import { sendPush } from './push-sender';
import { reminderCheckInOf } from './reminder-check-in-payload';
import { subscriptionProblem } from './push-subscription-problem';

export interface PushWorkerDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  vapid: VapidKeys;
  isProduction: boolean;
}

/** Decision 029: 30 s, doubling per failed attempt, at most an hour apart; the eighth failure gives up (~2 h). */
export const MAX_SEND_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (failedAttempts - 1), LONGEST_RETRY_SECONDS);
}

// longer than a send can take (its timeout is 10 s), so a live worker never loses its lease mid-send
const LEASE_SECONDS = 60;
const BATCH_SIZE = 50;

export interface PushRunReport {
  sent: number;
  skipped: number;
  delayed: number;
  retried: number;
  removed: number;
  failed: number;
}

/**
 * Sends every push due at the clock's "now", a leased batch at a time, until none is due. Safe in several
 * processes at once: each delivery is leased by one (see leaseDueDeliveries). A send is at least once: a process
 * that dies after the push service accepted but before it wrote 'sent' leaves a row another process sends again
 * once the lease ends (decision 029).
 */
export async function deliverDuePushes(deps: PushWorkerDeps): Promise<PushRunReport> {
  const report: PushRunReport = { sent: 0, skipped: 0, delayed: 0, retried: 0, removed: 0, failed: 0 };
  for (;;) {
    const now = deps.clock.now();
    const ids = await leaseDueDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + LEASE_SECONDS * 1000),
      BATCH_SIZE,
    );
    const deliveries = await findDeliveriesToSend(deps.db, ids);
    const sendable = await refuseUnsendable(deps, deliveries, now);
    report.failed += deliveries.length - sendable.length;
    const openCheckIns = await openCheckInsOf(deps.db, sendable, now);
    // one device at a time per batch would be slow; one person's pushes in parallel is what a push service expects
    const outcomes = await Promise.all(
      sendable.map((delivery) =>
        deliverOneAlone(deps, delivery, now, openCheckIns.get(delivery.userId) ?? 0),
      ),
    );
    for (const outcome of outcomes) report[outcome] += 1;
    if (ids.length < BATCH_SIZE) return report;
  }
}

/**
 * Ends as refused, with the reason, every delivery to a subscription nothing can ever be sent to (a row written before
 * today's rules: an endpoint that is not a push service, a key off the curve), one statement per reason: a person
 * holding 700 of them costs a batch a statement, not 50 (decision 053). Returns the others.
 */
async function refuseUnsendable(
  deps: PushWorkerDeps,
  deliveries: DeliveryToSend[],
  now: Date,
): Promise<DeliveryToSend[]> {
  const refusedByReason = new Map<string, string[]>();
  const sendable: DeliveryToSend[] = [];
  for (const delivery of deliveries) {
    const problem = subscriptionProblem(delivery, deps.isProduction);
    if (!problem) sendable.push(delivery);
    else refusedByReason.set(problem.reason, [...(refusedByReason.get(problem.reason) ?? []), delivery.id]);
  }
  for (const [reason, ids] of refusedByReason) {
    deps.logger.warn({ reason, deliveries: ids.length }, 'push: refused, the subscription is unusable');
    await finishDeliveries(deps.db, ids, 'refused', now, { lastError: reason });
  }
  return sendable;
}

/** Each person's check-ins still open on their today at `now`: the app badge a push sets (issue 28). */
function openCheckInsOf(db: Database, deliveries: DeliveryToSend[], now: Date) {
  const days = new Map(
    deliveries.map((delivery) => [
      delivery.userId,
      { userId: delivery.userId, date: calendarDateIn(knownTimeZoneOrUtc(delivery.timezone), now) },
    ]),
  );
  return countOpenCheckIns(db, [...days.values()]);
}

/**
 * One delivery's failure is its own (decision 053): whatever else throws while it is judged, encrypted or sent ends it
 * as refused, with the reason, and the rest of the batch and the tick go on. Retrying could not help: it used to fail
 * the whole tick and be leased again every minute, forever. Only a failure to write that ending (the database
 * itself) still fails the tick.
 */
async function deliverOneAlone(
  deps: PushWorkerDeps,
  delivery: DeliveryToSend,
  now: Date,
  openCheckIns: number,
): Promise<keyof PushRunReport> {
  try {
    return await deliverOne(deps, delivery, now, openCheckIns);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ deliveryId: delivery.id, error: reason }, 'push: delivery failed, refused');
    await finishDelivery(deps.db, delivery.id, 'refused', now, { lastError: reason });
    return 'failed';
  }
}

async function deliverOne(
  deps: PushWorkerDeps,
  delivery: DeliveryToSend,
  now: Date,
  openCheckIns: number,
): Promise<keyof PushRunReport> {
  const { db } = deps;
  const notification = { ...delivery, type: delivery.type as NotificationType };
  const kind = pushKindOf(notification);
  // judged at send time, so a kind turned off while a push waited out quiet hours is not sent either
  if (delivery.settings && !delivery.settings[kind]) {
    await finishDelivery(db, delivery.id, 'skipped', now);
    return 'skipped';
  }
  const { quietStart, quietEnd } = delivery.settings ?? {};
  if (quietStart && quietEnd) {
    const timezone = knownTimeZoneOrUtc(delivery.timezone);
    const release = quietHoursRelease({ start: quietStart, end: quietEnd }, timezone, now);
    if (release > now) {
      await postponeDelivery(db, delivery.id, release);
      return 'delayed';
    }
  }
  const checkIn = reminderCheckInOf(delivery);
  const payload: PushPayload = {
    notificationId: delivery.notificationId,
    title: delivery.title,
    body: delivery.message,
    // a reminder's tap opens the Today panel at its challenge, ready to answer (issue 28)
    url: checkIn ? todayLink(checkIn.challengeId) : (notificationTarget(notification) ?? '/dashboard'),
    openCheckIns,
    ...(checkIn ? { checkIn } : {}),
  };
  const result = await sendPush(delivery, payload, deps.vapid);
  const attempts = delivery.attempts + 1;
  switch (result.kind) {
    case 'sent':
      await finishDelivery(db, delivery.id, 'sent', now, { attempts });
      return 'sent';
    case 'gone':
      deps.logger.info({ status: result.status }, 'push: subscription gone, removed');
      await deleteSubscriptionById(db, delivery.subscriptionId);
      return 'removed';
    case 'refused':
      deps.logger.warn({ error: result.error }, 'push: refused by the push service');
      await finishDelivery(db, delivery.id, 'gave-up', now, { attempts, lastError: result.error });
      return 'failed';
    case 'retry': {
      if (attempts >= MAX_SEND_ATTEMPTS) {
        deps.logger.warn({ error: result.error, attempts }, 'push: giving up');
        await finishDelivery(db, delivery.id, 'gave-up', now, { attempts, lastError: result.error });
        return 'failed';
      }
      const delay = Math.max(retryDelaySeconds(attempts), result.retryAfterSeconds ?? 0);
      await postponeDelivery(db, delivery.id, new Date(now.getTime() + delay * 1000), {
        attempts,
        lastError: result.error,
      });
      return 'retried';
    }
  }
}
