import { Hono } from 'hono';
import { type AppConfig, appConfigAnswer } from '#shared/app-config/app-config.types';
import type { AppEnv } from '#server/app-env';
import type { Env } from '#server/env';
import { documented } from '#server/lib/documented';
import { readSignUpMode } from '#server/auth/account-admission.queries';
import { singleSignOnSettings } from '#server/auth/single-sign-on';

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
      singleSignOn: singleSignOnOnScreen(env),
    });
  },
);

/** What the sign-in screen shows of single sign-on: the provider's name, nothing of its settings. */
function singleSignOnOnScreen(env: Env) {
  const settings = singleSignOnSettings(env);
  return settings && { name: settings.name };
}
