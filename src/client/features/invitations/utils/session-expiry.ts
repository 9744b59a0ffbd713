// product-rules.md#invitations: warn when the session ends within 5 minutes.
const EXPIRY_WARNING_MS = 5 * 60 * 1000;

/** Whether a session ending at `expiresAt` (ISO timestamp) ends within 5 minutes of `now`. */
export function isSessionExpiringSoon(expiresAt: string | null, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  const endsAt = Date.parse(expiresAt);
  return !Number.isNaN(endsAt) && endsAt - now.getTime() < EXPIRY_WARNING_MS;
}
