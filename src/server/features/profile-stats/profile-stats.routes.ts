import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { actorOf, requireActor } from '#server/middleware/session';
import { getProfileStats } from './profile-stats.service';

export const profileStatsRoutes = new Hono<AppEnv>().get('/profile/stats', requireActor, async (c) => {
  return c.json(await getProfileStats(c.var.deps, actorOf(c)));
});
