import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { PRODUCT_NAME } from '#shared/product-name';
import type { MiddlewareHandler } from 'hono';
import { bearerSecretOf } from '#server/auth/bearer-token';
import { forbidden } from '#server/lib/domain-error';

const NOT_FROM_THE_APP = translatable(msg`This request did not come from the ${PRODUCT_NAME} app.`);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our own API: a state-changing request must come from the app's own origin. better-auth
 * checks its /api/auth endpoints itself. `crossSitePaths` are the exact paths meant to be called from elsewhere,
 * which must therefore not act on the session cookie: they carry their own capability (a signed token). A request
 * with a bearer token passes too: it is authenticated by the token alone, its cookie ignored (decision 049), and a
 * browser never adds an Authorization header on its own.
 */
export function originCheck(appUrl: string, crossSitePaths: readonly string[] = []): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  const exempt = new Set(crossSitePaths);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    if (bearerSecretOf(c.req.header('authorization')) !== null) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    // APP_URL only: the request's own URL is built from the Host header, which the client chooses
    const sameOrigin = origin ? origin === appOrigin : fetchSite === 'same-origin';
    if (!sameOrigin) throw forbidden(NOT_FROM_THE_APP);
    return next();
  };
}
