import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

/** 'N participant(s)' of product-rules.md#challenge-page: '1 participant', '3 participants'. */
export const participantCountLabel = (i18n: I18n, count: number): string =>
  t(i18n)`${plural(count, { one: '# participant', other: '# participants' })}`;

/** A group's member count: '1 member', '12 members'. */
export const memberCountLabel = (i18n: I18n, count: number): string =>
  t(i18n)`${plural(count, { one: '# member', other: '# members' })}`;

/** '1 day', '3 days': how every screen counts days of a streak or of met days (one wording, decision 061). */
export const dayCount = (i18n: I18n, days: number): string =>
  t(i18n)`${plural(days, { one: '# day', other: '# days' })}`;
