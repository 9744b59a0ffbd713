import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { actorOf, requireActor } from '#server/middleware/session';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', requireActor, async (c) => {
  return c.json(await getDashboard(c.var.deps, actorOf(c)));
});
