import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Health, healthAnswer, healthUnavailableAnswer } from '#shared/health/health.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';

/** 200 once the database answers (it is migrated before the server listens); 503 while it does not. */
export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: 'Whether the server is up',
    access: 'public',
    answers: { 200: healthAnswer, 503: healthUnavailableAnswer },
  }),
  async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json<Health>({ status: 'ok' });
    } catch {
      return c.json<Health>({ status: 'unavailable' }, 503);
    }
  },
);
