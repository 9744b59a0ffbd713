import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { unauthorized } from '#server/lib/domain-error';
import { notificationPollAnswer } from '#shared/notifications/notifications.types';
import { pollInbox } from './notifications.service';
import { sessionCookieSettings, verifiedSessionToken } from '#server/auth/session-cookie';
import { refuseBearerToken } from '#server/auth/token-actor';

/**
 * GET /api/notifications/poll, asked by every signed-in tab every 30 s, so it must cost next to nothing. The app
 * mounts it ahead of every middleware (measured in bench/notifications-bench.ts): compress() would gzip its 50
 * bytes for every browser (4× the CPU of the whole poll), the request context and security headers force the
 * response through a full web-standard Response, and better-auth's getSession costs two statements. Instead it
 * checks the session cookie's signature itself and answers from one prepared statement (session joined to inbox).
 * What it gives up: no request id and no request log line (a poll per tab per 30 s would drown the log). By cookie
 * only: an access token is refused.
 */
export function notificationPollRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/',
    documented({
      summary: 'Whether anything is new in your notifications (polled by the signed-in app)',
      answers: { 200: notificationPollAnswer },
    }),
    refuseBearerToken,
    async (c) => {
      // the error handler logs unexpected errors through the request's logger
      c.set('logger', deps.logger);
      const { name, key } = await sessionCookieSettings(deps.auth);
      const token = verifiedSessionToken(getCookie(c, name), key);
      if (!token) throw unauthorized();
      const poll = await pollInbox(deps, token);
      // per person and changing: no cache may keep it. JSON is never sniffed as anything else.
      c.header('Cache-Control', 'no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.json(poll);
    },
  );
}
