import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../lib/domain-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our own API: a state-changing request must come from the app's own origin. better-auth
 * checks its /api/auth endpoints itself.
 */
export function originCheck(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    // APP_URL only: the request's own URL is built from the Host header, which the client chooses
    const sameOrigin = origin ? origin === appOrigin : fetchSite === 'same-origin';
    if (!sameOrigin) throw forbidden('This request did not come from the HabitSprint app.');
    return next();
  };
}
