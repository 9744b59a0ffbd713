import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { formatListDate } from '#client/i18n/formats';

/**
 * When a device was last seen, as precisely as the session says it (refreshed at most once a day:
 * product-rules.md#account-settings): today, yesterday, or the date; in the screen's `i18n` (useLingui), without one the
 * active language.
 */
export function lastSeenText(lastSeenAt: string, now: Date = new Date(), i18n: I18n = activeI18n): string {
  const days = dayjs(now).startOf('day').diff(dayjs(lastSeenAt).startOf('day'), 'day');
  if (days <= 0) return i18n._(msg`Active today`);
  if (days === 1) return i18n._(msg`Active yesterday`);
  const date = formatListDate(lastSeenAt);
  return i18n._(msg`Last active ${date}`);
}
