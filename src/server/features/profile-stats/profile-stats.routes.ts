import { Hono } from 'hono';
import { profileStatsQuerySchema } from '#shared/profile-stats/profile-stats.schemas';
import { profileStatsAnswer } from '#shared/profile-stats/profile-stats.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { getProfileStats } from './profile-stats.service';

export const profileStatsRoutes = new Hono<AppEnv>().get(
  '/',
  documented({ summary: "The owner's statistics", answers: { 200: profileStatsAnswer } }),
  requireActor,
  validate('query', profileStatsQuerySchema),
  async (c) => {
    return c.json(await getProfileStats(c.var.deps, actorOf(c), i18nFor(requestLocale(c))));
  },
);
