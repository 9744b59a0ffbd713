import { Hono } from 'hono';
import { dashboardAnswer } from '#shared/dashboard/dashboard.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { actorOf, requireActor } from '#server/middleware/session';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: "The owner's dashboard: their challenges and today's check-ins",
    answers: { 200: dashboardAnswer },
  }),
  requireActor,
  async (c) => {
    return c.json(await getDashboard(c.var.deps, actorOf(c), i18nFor(requestLocale(c))));
  },
);
