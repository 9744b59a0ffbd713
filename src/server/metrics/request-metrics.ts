import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/app-env';
import type { AppMetrics } from './app-metrics';

/**
 * Counts every answer and its latency by the route pattern that answered (`/api/challenges/:id`), never the raw path:
 * ids in labels would grow the series without end. Registered first, so every other middleware's time counts too.
 */
export const requestMetrics =
  (metrics: AppMetrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    // the pattern of the last handler that ran: the route's own, or a catch-all's for an address nothing answers
    metrics.recordRequest(
      { method: c.req.method, route: routePath(c), status: c.res.status },
      (performance.now() - started) / 1000,
    );
  };
