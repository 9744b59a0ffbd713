import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env';
import { rateLimits } from '#server/db/schema/auth';
import { DomainError } from '#server/lib/domain-error';
import { refusingWith } from '#server/lib/documented';
import { actorOf } from './session';

const TOO_MANY_REQUESTS = translatable(msg`Too many requests. Please wait a moment and try again.`);

interface RateLimitOptions {
  /** distinguishes this limit's counters from every other's */
  name: string;
  windowSeconds: number;
  max: number;
  /** whom to count: by default the client address */
  keyOf?: (c: Context<AppEnv>) => string;
  message?: string;
}

/**
 * A fixed-window limit for our own routes, counted in the database (one atomic upsert) so several server
 * processes share it. The maximum is multiplied by RATE_LIMIT_SCALE like better-auth's limits.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const keyOf = options.keyOf ?? ((c) => c.var.clientIp);
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { db, env, clock } = c.var.deps;
    const now = clock.now().getTime();
    const windowStart = now - options.windowSeconds * 1000;
    const key = `app:${options.name}:${keyOf(c)}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count });
    if (row && row.count > Math.ceil(options.max * env.RATE_LIMIT_SCALE)) {
      throw new DomainError(429, 'RATE_LIMITED', options.message ?? TOO_MANY_REQUESTS);
    }
    await next();
  };
  return refusingWith(429, limit);
}

/** The usual limit on what signed-in people write: at most `max` an hour per person (behind requireActor). */
export const hourlyLimitPerPerson = (name: string, max: number, message: string) =>
  rateLimit({ name, windowSeconds: 60 * 60, max, keyOf: (c) => actorOf(c).userId, message });
