import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env';
import { CLIENT_IP_HEADER } from './client-ip-header';

export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/** The client's address, from the socket: what our own rate limits count by. */
export const clientIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('clientIp', remoteAddress(c) ?? '127.0.0.1');
  await next();
};

/**
 * The request as better-auth must see it: with our address header. Rebuilding a request costs more than the rest
 * of a session lookup, so only the /api/auth endpoints (better-auth's own rate limits) pay for it.
 */
export const clientIpForBetterAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  c.req.raw = new Request(c.req.raw, { headers });
  await next();
};
