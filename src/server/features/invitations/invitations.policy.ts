// When an invitation can still be used: pure, so every rule reads in one place.

/** 32 random bytes in base64url: anything else names no invitation, so it is refused before any query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN.test(token);

/**
 * product-rules.md#invitations: an invitation is valid only while it has not expired (checked before whether it is
 * still pending).
 */
export const hasExpired = (invitation: { expiresAt: Date }, now: Date) =>
  invitation.expiresAt.getTime() <= now.getTime();
