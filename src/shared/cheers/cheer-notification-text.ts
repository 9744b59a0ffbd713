import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatDayIn } from '#shared/i18n/formats';

// product-rules.md#cheers: the one notification a cheered check-in gets, worded for however many cheered it, in its
// reader's language.

/** 'Ana cheered your check-in', 'Ana and 1 other …', 'Ana and 2 others cheered your check-in'; Ana the newest. */
export function cheerNotificationMessage(i18n: I18n, newestName: string, count: number): string {
  const others = count - 1;
  if (others <= 0) return t(i18n)`${newestName} cheered your check-in`;
  return t(
    i18n,
  )`${newestName} and ${plural(others, { one: '# other', other: '# others' })} cheered your check-in`;
}

/** 'Cheers for Mar 10 in "No Sugar Sprint"': which check-in, for a person with several. */
export function cheerNotificationTitle(i18n: I18n, date: string, challengeTitle: string): string {
  const day = formatDayIn(i18n.locale, date, { month: 'short', day: 'numeric' });
  return t(i18n)`Cheers for ${day} in "${challengeTitle}"`;
}
