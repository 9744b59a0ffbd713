import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { rateLimits } from '#server/db/schema/auth';
import { TooManyRequests } from '#server/lib/domain-error';
import { refusingWith } from '#server/lib/documented';
import { actorOf } from './session';

const TOO_MANY_REQUESTS = translatable(msg`Too many requests. Please wait a moment and try again.`);

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** One fixed window of a limit: at most `max` requests in `seconds`, refused with `message` past it. */
export interface LimitWindow {
  seconds: number;
  max: number;
  message: string;
}

/**
 * Counts one more request of `key` in each window, in the database so several server processes share the counts,
 * unless a window is spent already: then it throws a 429 with the message and Retry-After of the spent window that
 * ends last, and, with several windows, counts nothing (an hour's refusals do not spend the day). A window starts with its first request and lasts `seconds`. Each maximum is multiplied by RATE_LIMIT_SCALE
 * like better-auth's limits. In a transaction (`db` a `tx`), the counting is undone with it.
 */
export async function countAgainstLimit(
  deps: Pick<Deps, 'env' | 'clock'>,
  db: Database,
  key: string,
  windows: readonly LimitWindow[],
): Promise<void> {
  const now = deps.clock.now().getTime();
  const counters = windows.map((window) => ({
    ...window,
    // one window keeps the key it always had; several each count apart
    key: windows.length === 1 ? `app:${key}` : `app:${key}:${window.seconds}s`,
    max: Math.ceil(window.max * deps.env.RATE_LIMIT_SCALE),
    windowStart: now - window.seconds * 1000,
  }));
  const refuseIfSpent = (counts: { key: string; count: number; windowStartedAt: number }[]) => {
    let refusal: TooManyRequests | null = null;
    for (const counter of counters) {
      const row = counts.find((count) => count.key === counter.key);
      if (!row || row.windowStartedAt < counter.windowStart || row.count <= counter.max) continue;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((row.windowStartedAt + counter.seconds * 1000 - now) / 1000),
      );
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) {
        refusal = new TooManyRequests(counter.message, retryAfterSeconds);
      }
    }
    if (refusal) throw refusal;
  };
  const columns = { key: rateLimits.key, count: rateLimits.count, windowStartedAt: rateLimits.lastRequest };
  // with one window, counting a refused attempt changes nothing (the window does not move): the upsert alone decides
  if (counters.length > 1) {
    const kept = await db
      .select(columns)
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          counters.map((counter) => counter.key),
        ),
      );
    // as this request would count: one more than the counts kept
    refuseIfSpent(kept.map((row) => ({ ...row, count: row.count + 1 })));
  }
  const counted = [];
  for (const counter of counters) {
    const isOver = sql`${rateLimits.lastRequest} < ${counter.windowStart}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key: counter.key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${isOver} then 1 else ${rateLimits.count} + 1 end`,
          // the window's start: kept while the window lasts
          lastRequest: sql`case when ${isOver} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning(columns);
    if (row) counted.push(row);
  }
  // another process may have counted in between
  refuseIfSpent(counted);
}

interface RateLimitOptions {
  /** distinguishes this limit's counters from every other's */
  name: string;
  windowSeconds: number;
  max: number;
  /** whom to count: by default the client address */
  keyOf?: (c: Context<AppEnv>) => string;
  message?: string;
}

/** A fixed-window limit for our own routes (countAgainstLimit), by default per client address. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const keyOf = options.keyOf ?? ((c) => c.var.clientIp);
  const window = {
    seconds: options.windowSeconds,
    max: options.max,
    message: options.message ?? TOO_MANY_REQUESTS,
  };
  return refusingWith(429, windowsLimit(options.name, keyOf, [window]));
}

const windowsLimit =
  (
    name: string,
    keyOf: (c: Context<AppEnv>) => string,
    windows: readonly LimitWindow[],
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await countAgainstLimit(c.var.deps, c.var.deps.db, `${name}:${keyOf(c)}`, windows);
    await next();
  };

/** The usual limit on what signed-in people write: at most `max` an hour per person (behind requireActor). */
export const hourlyLimitPerPerson = (name: string, max: number, message: string) =>
  rateLimit({ name, windowSeconds: HOUR_SECONDS, max, keyOf: (c) => actorOf(c).userId, message });

/** A person's allowance of one action an hour and a day, each window with the message saying when to try again. */
export interface PersonLimit {
  name: string;
  perHour: number;
  perDay: number;
  hourMessage: string;
  dayMessage: string;
}

const windowsOf = (limit: PersonLimit): LimitWindow[] => [
  { seconds: HOUR_SECONDS, max: limit.perHour, message: limit.hourMessage },
  { seconds: DAY_SECONDS, max: limit.perDay, message: limit.dayMessage },
];

/** The limit as a route's guard, counting the signed-in person (behind requireActor). */
export const limitPerPerson = (limit: PersonLimit): MiddlewareHandler<AppEnv> =>
  refusingWith(
    429,
    windowsLimit(limit.name, (c) => actorOf(c).userId, windowsOf(limit)),
  );

/** The limit counted by a service, for an action only it can tell apart (an e-mail to an address with no account). */
export const countAgainstPersonLimit = (
  deps: Pick<Deps, 'env' | 'clock'>,
  db: Database,
  userId: string,
  limit: PersonLimit,
) => countAgainstLimit(deps, db, `${limit.name}:${userId}`, windowsOf(limit));
