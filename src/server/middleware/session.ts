import type { MiddlewareHandler } from 'hono';
import type { Actor, AppEnv } from '../app-env';
import { unauthorized } from '../lib/domain-error';

/** Resolves the session cookie to the actor; a missing, expired or malformed session simply means "nobody". */
export const resolveActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  if (session) {
    const user = session.user as typeof session.user & { timezone?: string };
    c.set('actor', {
      userId: user.id,
      email: user.email,
      name: user.name,
      timezone: user.timezone ?? 'UTC',
      emailVerified: user.emailVerified,
    });
  }
  await next();
};

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
