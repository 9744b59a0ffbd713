import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/**
 * The header better-auth reads the client address from. We set it ourselves from the socket, replacing whatever
 * a client sent, so nobody can dodge the rate limits by inventing an address.
 */
export const CLIENT_IP_HEADER = 'x-habitsprint-client-ip';

export function remoteAddress(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

export const clientIp: MiddlewareHandler = async (c, next) => {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, remoteAddress(c) ?? '127.0.0.1');
  c.req.raw = new Request(c.req.raw, { headers });
  await next();
};
