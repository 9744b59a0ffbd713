import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The token of a one-tap answer in a reminder e-mail ('Met goal', 'Missed', 'Rest day', 'Log pages…'): what will be
// recorded — for whom, in which challenge, for which day — the last day it may be used and a nonce, signed with an
// HMAC under the auth secret bound to this one purpose. The unsubscribe token's purpose differs, so neither opens
// the other's door. The nonce makes each link single-use (used_check_in_answers); changing the secret voids every
// link.
const PURPOSE = 'check-in:reminder-email-answer';

/** The page of a reminder e-mail's one-tap answer (GET shows what will be recorded, POST records it). */
export const CHECK_IN_ANSWER_PATH = '/api/check-in-answer';

export const CHECK_IN_ANSWERS = ['met', 'missed', 'rest', 'amount'] as const;
export type CheckInAnswer = (typeof CHECK_IN_ANSWERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const claimsSchema = z.object({
  userId: z.string().min(1),
  challengeId: z.uuid(),
  date: z.string().regex(DATE),
  answer: z.enum(CHECK_IN_ANSWERS),
  /** the last calendar day (the person's own) the link may be used on */
  until: z.string().regex(DATE),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type CheckInAnswerClaims = z.infer<typeof claimsSchema>;

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');

export function checkInAnswerToken(secret: string, claims: Omit<CheckInAnswerClaims, 'nonce'>): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, nonce: randomBytes(16).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${macOf(secret, payload)}`;
}

/** The token's claims, or null for anything else (malformed, altered, another purpose or secret). */
export function verifyCheckInAnswerToken(
  secret: string,
  token: string | undefined,
): CheckInAnswerClaims | null {
  const separator = token?.indexOf('.') ?? -1;
  if (!token || separator < 1) return null;
  const payload = token.slice(0, separator);
  // the canonical text of the MAC compared as text, of the same length first (timingSafeEqual throws otherwise)
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(macOf(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
