import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Actor, AppEnv } from '#server/app-env';
import { isDatabaseUnavailable } from '#server/db/database-unavailable';
import { findSessionActor } from '#server/auth/session-actor.queries';
import { sessionCookieSettings, verifiedSessionToken } from '#server/auth/session-cookie';
import { endSessionPastLifetime, isPastAbsoluteLifetime } from '#server/auth/session-lifetime';
import { bearerSecretOf } from '#server/auth/bearer-token';
import { actorOfToken } from '#server/auth/token-actor';
import { knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import { unauthorized } from '#server/lib/domain-error';

/**
 * Resolves the session cookie to the actor; a missing, expired or malformed session simply means "nobody".
 * The common case costs one prepared statement: the cookie's signature is checked here and the session read with
 * its person. Only a session that is expired or due for its sliding refresh goes through better-auth's getSession,
 * which refreshes it (or removes it) exactly as before. Sessions expire by the system clock, as better-auth judges
 * them (decision 019); a session past its absolute lifetime is removed and means "nobody" (decision 021).
 * A request with `Authorization: Bearer` is the access token's alone, on the routes its scope allows, and any
 * cookie beside it is ignored, so a bearer never widens a session nor a session a token (decision 049).
 */
export const resolveActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerSecretOf(c.req.header('authorization'));
  if (bearer !== null) {
    c.set('actor', await actorOfToken(c, bearer));
    return next();
  }
  const { auth, db } = c.var.deps;
  const cookie = await sessionCookieSettings(auth);
  const token = verifiedSessionToken(getCookie(c, cookie.name), cookie.key);
  if (token) {
    const found = await findSessionActor(db, token);
    const now = Date.now();
    if (found && isPastAbsoluteLifetime(found.createdAt, now)) {
      await endSessionPastLifetime(db, token);
      return next();
    }
    const isCurrent = found !== undefined && found.expiresAt.getTime() > now;
    const isRefreshDue =
      found !== undefined && found.expiresAt.getTime() - cookie.expiresInMs + cookie.updateAgeMs <= now;
    if (found && isCurrent && !isRefreshDue) {
      const { expiresAt: _expiresAt, createdAt: _createdAt, ...actor } = found;
      c.set('actor', actor);
    } else if (found) {
      c.set('actor', await actorFromBetterAuth(c));
    }
  }
  await next();
};

async function actorFromBetterAuth(c: Context<AppEnv>): Promise<Actor | null> {
  const session = await c.var.deps.auth.api
    .getSession({ headers: c.req.raw.headers })
    .catch((error: unknown) => {
      // a database out of reach is the server's trouble (503), not the person's: they stay signed in
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    });
  if (!session) return null;
  const user = session.user as typeof session.user & { timezone?: string; siteAdmin?: boolean };
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    timezone: knownTimeZoneOrUtc(user.timezone ?? 'UTC'),
    emailVerified: user.emailVerified,
    siteAdmin: user.siteAdmin === true,
  };
}

/** For handlers behind `requireActor`: the actor, guaranteed present. */
export function actorOf(c: { var: { actor: Actor | null } }): Actor {
  if (!c.var.actor) throw unauthorized();
  return c.var.actor;
}

/** Refuses a signed-out visitor with 401; `message` where the spec words it for the action (e.g. feedback). */
export function requireActorWith(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.actor) throw unauthorized(message);
    await next();
  };
}

export const requireActor = requireActorWith();
