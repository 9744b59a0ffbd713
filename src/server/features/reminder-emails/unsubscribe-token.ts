import { createHmac, timingSafeEqual } from 'node:crypto';

// The token in a reminder e-mail's unsubscribe link: the person's id and an HMAC of it under the auth secret, bound
// to this one purpose, so it can do nothing but turn the reminder e-mails off. It does not expire: an old e-mail's
// link must keep working (RFC 8058), and what it can do is harmless. Changing the secret voids every link.
const PURPOSE = 'unsubscribe:reminder-email';

const macOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();

export function reminderUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${macOf(secret, userId).toString('base64url')}`;
}

/** The person the token was made for, or null for anything else (malformed, altered, another secret). */
export function verifyReminderUnsubscribeToken(secret: string, token: string | undefined): string | null {
  const separator = token?.lastIndexOf('.') ?? -1;
  if (!token || separator < 1) return null;
  const userId = token.slice(0, separator);
  // the canonical text of the MAC, compared as text: decoding the given one first would skip characters that are
  // not base64url, so 'mac%%' would pass
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(macOf(secret, userId).toString('base64url'));
  // same length first: timingSafeEqual throws on different lengths, and the length is no secret
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
