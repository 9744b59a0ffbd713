import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Actor, AppEnv } from '#server/app-env';
import { bearerSecretOf } from './bearer-token';
import { forbidden, unauthorized } from '#server/lib/domain-error';
import { findTokenActor, touchToken } from './token-actor.queries';
import { tokenRefusals } from './token-refusals';
import { tokenMayCall } from './token-routes';
import { hashSecretToken } from '#server/lib/secret-token';

const LAST_USED_PRECISION_MS = 60_000;

/**
 * `METHOD /api/path` of every API route registered for this request's method and path, as registered: normally one,
 * two where a pattern overlaps another (`/challenges/:id` and `/challenges/templates`). None: nothing answers (404).
 * The web client's `GET *` fallback matches every path but never answers under /api, so it is not one of them.
 */
function endpointKeysOf(c: Context<AppEnv>): string[] {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const keys = matchedRoutes(c)
    .filter((r) => r.method === method && r.path.startsWith('/api/'))
    .map((r) => `${method} ${r.path}`);
  return [...new Set(keys)];
}

/**
 * The owner of the bearer token, when the route being called is one its scope allows (default deny,
 * product-rules.md#open-api): unknown or revoked → 401, not allowed → 403. The last-used time is written at most
 * once a minute, so a busy script costs one read per request.
 */
export async function actorOfToken(c: Context<AppEnv>, secret: string): Promise<Actor> {
  const { db, clock } = c.var.deps;
  const found = await findTokenActor(db, hashSecretToken(secret));
  if (!found) throw unauthorized(tokenRefusals.invalidToken);
  // every route that could answer must allow the token, so an overlapping pattern never opens another route
  const verdicts = endpointKeysOf(c).map((key) => tokenMayCall(found.scope, key));
  if (verdicts.includes('never')) throw forbidden(tokenRefusals.notForTokens);
  if (verdicts.includes('needs-check-in')) throw forbidden(tokenRefusals.readOnly);
  const now = clock.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await touchToken(db, found.tokenId, now);
  }
  return found.actor;
}

/** Ahead of better-auth's own endpoints (sign-in, password, e-mail, sessions): a token may never use them. */
export const refuseBearerToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bearerSecretOf(c.req.header('authorization')) !== null) throw forbidden(tokenRefusals.notForTokens);
  await next();
};
