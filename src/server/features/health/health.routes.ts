import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';

/** 200 once the database answers (it is migrated before the server listens). */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  } catch {
    return c.json({ status: 'unavailable' }, 503);
  }
});
