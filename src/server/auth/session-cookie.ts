import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Auth } from './auth';

// Requests authenticate without better-auth's getSession (which costs two statements and much CPU per request):
// the session cookie's signature is checked here, exactly as better-call's getSignedCookie does, and the token is
// then looked up directly (the poll, and every other route through resolveActor). Any change to how better-auth
// names or signs the cookie must be mirrored here; the tests sign in through better-auth and use the cookie it
// set, so such a change fails them.

export interface SessionCookieSettings {
  /** better-auth's session cookie name, with its `__Secure-` prefix in production */
  name: string;
  key: KeyObject;
  /** a session lives this long after its last refresh (better-auth's session.expiresIn) */
  expiresInMs: number;
  /** a session is refreshed once this old (better-auth's session.updateAge) */
  updateAgeMs: number;
}

const settings = new WeakMap<Auth, Promise<SessionCookieSettings>>();

/** The cookie name, signing key and session ages of this better-auth instance, read once from its own context. */
export function sessionCookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  let found = settings.get(auth);
  if (!found) {
    found = auth.$context.then((context) => ({
      name: context.authCookies.sessionToken.name,
      key: createSecretKey(Buffer.from(context.secret, 'utf8')),
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settings.set(auth, found);
  }
  return found;
}

// HMAC-SHA256 in base64 is always 44 characters ending in one '='; better-call refuses any other shape unread.
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token in a signed cookie value (`token.signature`, already URL-decoded), or null when the value is
 * malformed or its signature is not ours.
 */
export function verifiedSessionToken(cookieValue: string | undefined, key: KeyObject): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', key).update(token, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The cookie value better-auth would set for `token` (URL-encoded `token.signature`): for tests and benchmarks. */
export function signedSessionCookieValue(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token, 'utf8').digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}
