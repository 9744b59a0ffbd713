import { Hono } from 'hono';
import { type AppConfig, appConfigAnswer } from '#shared/app-config/app-config.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { readSignUpMode } from '#server/auth/account-admission.queries';

/** Public settings the web client needs at run time. */
export const appConfigRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: "The server's public settings",
    access: 'public',
    answers: { 200: appConfigAnswer },
  }),
  async (c) => {
    const { env, db } = c.var.deps;
    return c.json<AppConfig>({
      demoVideoUrl: env.DEMO_VIDEO_URL,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      signUpMode: await readSignUpMode(db),
    });
  },
);
