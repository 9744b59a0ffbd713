import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#server/app-env';
import { unauthorized } from '#server/lib/domain-error';
import { sessionCookieSettings, verifiedSessionToken } from './session-cookie';

/**
 * The session token of the browser asking, from its signed cookie. Routes that change the account or its sessions
 * need it ("this device"); a request without a session cookie is refused, whatever else it carries.
 */
export async function currentSessionToken(c: Context<AppEnv>): Promise<string> {
  const cookie = await sessionCookieSettings(c.var.deps.auth);
  const token = verifiedSessionToken(getCookie(c, cookie.name), cookie.key);
  if (!token || !c.var.actor) throw unauthorized();
  return token;
}
