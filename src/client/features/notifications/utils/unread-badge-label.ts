import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { UNREAD_BADGE_CAP } from '#shared/notifications/unread-badge';

/**
 * The text of the bell's unread badge ('9+' above 9, product-rules.md#the-bell-and-polling), or null when there is
 * nothing unread (no badge).
 */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (Number.isNaN(unreadCount) || unreadCount < 1) return null;
  return unreadCount > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(unreadCount));
}

/** The bell's accessible name: screen readers hear the whole count, not the capped badge. */
export function bellLabel(unreadCount: number, i18n: I18n): string {
  return unreadBadgeLabel(unreadCount) === null
    ? i18n._(msg`Notifications`)
    : i18n._(msg`Notifications, ${plural(unreadCount, { one: '# unread', other: '# unread' })}`);
}
