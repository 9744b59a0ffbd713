import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import type { AppMetrics } from './app-metrics';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the Authorization header bears `token`, compared in constant time (digests make the lengths equal). */
const bears = (authorization: string | undefined, token: string) => {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
};

/**
 * GET /metrics in Prometheus' text format, to a scraper bearing METRICS_TOKEN (401 otherwise). Only mounted when the
 * token is set: without it the address answers 404 like any unknown one (decision 086).
 */
export const metricsRoutes = (metrics: AppMetrics, token: string) =>
  new Hono<AppEnv>().get('/', async (c) => {
    if (!bears(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('A metrics token is needed.\n', 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });
