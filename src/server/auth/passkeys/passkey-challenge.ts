import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import { PASSKEY_CODES } from '#shared/passkeys/passkeys.types';

type Ceremony = 'registration' | 'sign-in';

interface StoredChallenge {
  ceremony: Ceremony;
  challenge: string;
  /** who asked to add a passkey; null for a sign-in, where nobody is known yet */
  userId: string | null;
}

/** Long enough for the browser's dialog, a fingerprint and a second try; short enough that nothing lingers. */
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
const COOKIE_NAME = 'passkey_challenge';
const IDENTIFIER_PREFIX = 'passkey-challenge:';

/**
 * The challenge the browser signs is kept on the server, in better-auth's verification table, under a random key the
 * browser holds in a signed, HttpOnly cookie (as better-auth's own passkey plugin does). It expires, and it is used
 * once: reading it deletes it, so an answer cannot be replayed.
 */
export async function keepChallenge(ctx: GenericEndpointContext, stored: StoredChallenge) {
  const key = generateRandomString(32);
  const cookie = ctx.context.createAuthCookie(COOKIE_NAME);
  await ctx.setSignedCookie(cookie.name, key, ctx.context.secret, {
    ...cookie.attributes,
    maxAge: CHALLENGE_LIFETIME_SECONDS,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `${IDENTIFIER_PREFIX}${key}`,
    value: JSON.stringify(stored),
    // better-auth compares it with the system's time when it is read, so it is written by the same clock
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
  });
}

/** The challenge this browser was given for `ceremony`, deleted as it is read; refused when missing or expired. */
export async function takeChallenge(
  ctx: GenericEndpointContext,
  ceremony: Ceremony,
): Promise<StoredChallenge> {
  const cookie = ctx.context.createAuthCookie(COOKIE_NAME);
  const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  const row = key
    ? await ctx.context.internalAdapter.consumeVerificationValue(`${IDENTIFIER_PREFIX}${key}`)
    : null;
  const stored = row ? (JSON.parse(row.value) as StoredChallenge) : null;
  if (!stored || stored.ceremony !== ceremony) {
    throw new APIError('BAD_REQUEST', {
      code: PASSKEY_CODES.challengeExpired,
      message: 'The passkey request has expired. Please try again.',
    });
  }
  return stored;
}
