import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** How many characters of the description the share message quotes (product-rules.md#sharing). */
export const SHARE_DESCRIPTION_LENGTH = 100;

/**
 * The text people share about a challenge, in the sharer's language: its title and the first 100 characters of its
 * description plus an ellipsis. Characters are counted as code points so an emoji is never cut in half.
 */
export function shareMessage(
  i18n: I18n,
  { title, description }: { title: string; description: string },
): string {
  const quoted = Array.from(description.trim()).slice(0, SHARE_DESCRIPTION_LENGTH).join('');
  return t(i18n)`Join me in the "${title}" challenge on HabitSprint! ${quoted}...`;
}

/** The public join page of a challenge, built on the site's own origin (product-rules.md#sharing). */
export function challengeJoinUrl(origin: string, challengeId: string): string {
  return `${origin}/join-challenge/${challengeId}`;
}

/**
 * The sharer and app links of product-rules.md#sharing: a social network (URL and quote), a messaging app and SMS
 * (text).
 */
export function shareLinks(url: string, message: string) {
  const text = `${message} ${url}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(message)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${encodeURIComponent(text)}`,
  };
}
