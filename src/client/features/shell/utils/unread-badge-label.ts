/** Above this many unread notifications the bell shows '9+' (spec §9). */
export const UNREAD_BADGE_CAP = 9;

/** The text of the bell's unread badge, or null when there is nothing unread (no badge). */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (Number.isNaN(unreadCount) || unreadCount < 1) return null;
  return unreadCount > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(unreadCount));
}
