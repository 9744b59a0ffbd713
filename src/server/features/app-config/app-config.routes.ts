import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';

/** Public settings the web client needs at run time. */
export const appConfigRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const { env } = c.var.deps;
  return c.json({
    demoVideoUrl: env.DEMO_VIDEO_URL,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
  });
});
