import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env';
import { notFound, NOT_FOUND_MESSAGE } from '#server/lib/domain-error';
import { withRedirectTargetsOfThisSite } from './redirect-targets';
import {
  SINGLE_SIGN_ON_CALLBACK_PATH,
  SINGLE_SIGN_ON_START_PATH,
  singleSignOnSettings,
} from './single-sign-on';
import { sessionCookieSettings, verifiedSessionToken } from './session-cookie';
import { endSessionPastLifetime } from './session-lifetime';
import { admitSignInAttempt, forgetSignInFailures } from './sign-in-throttle';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The better-auth endpoints the web client calls; every other one (update-user, change-password, list-sessions,
 * account linking…) answers 404: they skip our rules on names, timezones, images and passwords (decision 021).
 * An allow-list of exact paths, so an endpoint a better-auth upgrade adds is off until we decide otherwise.
 */
const SERVED_ENDPOINTS = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /send-verification-email',
  'GET /verify-email',
  // two-step verification with an authenticator app (decision 088); not get-totp-uri (the secret is shown once, when
  // it is turned on) nor the e-mailed codes (send-otp, verify-otp)
  'POST /two-factor/enable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
  'POST /two-factor/disable',
  // passkeys (decision 089): adding one to the signed-in account, and signing in with one
  'POST /passkey/registration-options',
  'POST /passkey/registration',
  'POST /passkey/sign-in-options',
  'POST /sign-in/passkey',
]);

/** Served only while single sign-on is configured (decision 090): its start, and the way back for our one provider. */
const SINGLE_SIGN_ON_ENDPOINTS = new Set([
  `POST ${SINGLE_SIGN_ON_START_PATH}`,
  `GET ${SINGLE_SIGN_ON_CALLBACK_PATH}`,
]);

/** /api/auth/*: the endpoints we serve, through better-auth, with the checks it does not make itself. */
export async function authEndpoint(c: Context<AppEnv>): Promise<Response> {
  const { auth } = c.var.deps;
  const endpoint = `${c.req.method} ${new URL(c.req.url).pathname.slice(AUTH_BASE_PATH.length)}`;
  const isServed =
    SERVED_ENDPOINTS.has(endpoint) ||
    (SINGLE_SIGN_ON_ENDPOINTS.has(endpoint) && singleSignOnSettings(c.var.deps.env) !== null);
  if (!isServed) throw notFound(NOT_FOUND_MESSAGE);
  c.req.raw = await withRedirectTargetsOfThisSite(c.req.raw, c.var.deps.env.APP_URL);
  if (endpoint === 'POST /sign-in/email') return throttledSignIn(c);
  if (endpoint === 'POST /request-password-reset') return resetRequestAnsweredAtOnce(c);
  if (endpoint === 'GET /get-session') {
    await endSessionIfPastLifetime(c);
    return withoutSessionToken(await auth.handler(c.req.raw));
  }
  return auth.handler(c.req.raw);
}

// The session token is the secret the HttpOnly cookie keeps from scripts; get-session would hand it to any script
// on the page. The client reads only the user and the expiry.
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response.json()) as { session?: { token?: unknown } } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

const resetRequestSchema = z.object({ email: z.email(), redirectTo: z.string().optional() });
const RESET_REQUEST_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * The same answer, in the same time, whether or not the address has an account: better-auth's work (a token row
 * and the e-mail for a known address, one read for an unknown one) runs after answering. A malformed request is
 * refused by better-auth at once, as before; the per-address limit is ours, ahead of this (auth.routes.ts). An outcome
 * other than success in the background is logged.
 */
async function resetRequestAnsweredAtOnce(c: Context<AppEnv>): Promise<Response> {
  const { auth, backgroundTasks, logger } = c.var.deps;
  // read now: Node discards a request body still unread when the answer has gone
  const body = await c.req.raw.text();
  const request = new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body });
  const isWellFormed = resetRequestSchema.safeParse(safeJson(body)).success;
  if (!isWellFormed) return auth.handler(request);
  backgroundTasks.run(
    auth.handler(request).then(async (response) => {
      if (!response.ok) {
        logger.warn({ status: response.status, body: await response.text() }, 'A reset request failed');
      }
    }),
  );
  return c.json(RESET_REQUEST_ANSWER);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function throttledSignIn(c: Context<AppEnv>): Promise<Response> {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const email = typeof body === 'object' && body && 'email' in body ? body.email : undefined;
  // without an e-mail there is no account to guess at; better-auth refuses the request
  if (typeof email !== 'string') return c.var.deps.auth.handler(c.req.raw);
  await admitSignInAttempt(c.var.deps, email);
  const response = await c.var.deps.auth.handler(c.req.raw);
  if (response.ok) await forgetSignInFailures(c.var.deps, email);
  return response;
}

// better-auth knows only the sliding expiry: a session past its absolute lifetime is removed first
async function endSessionIfPastLifetime(c: Context<AppEnv>) {
  const cookie = await sessionCookieSettings(c.var.deps.auth);
  const token = verifiedSessionToken(getCookie(c, cookie.name), cookie.key);
  if (token) await endSessionPastLifetime(c.var.deps.db, token);
}
