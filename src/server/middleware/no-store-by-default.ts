import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env';

/**
 * `Cache-Control: no-store` on every answer of the API whose route did not choose a caching of its own (decision 058).
 * Nearly every answer carries someone's data, errors included, and a rule per route would be forgotten on the next
 * one; the few answers cached on purpose (the calendar file, uploaded images) set their header, which stays.
 */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
