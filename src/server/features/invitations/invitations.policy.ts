// When an invitation can still be used: pure, so every rule reads in one place.

/**
 * product-rules.md#invitations: an invitation is valid only while it has not expired (checked before whether it is
 * still pending).
 */
export const hasExpired = (invitation: { expiresAt: Date }, now: Date) =>
  invitation.expiresAt.getTime() <= now.getTime();
