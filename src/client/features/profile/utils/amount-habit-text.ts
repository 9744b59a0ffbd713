import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { amountText } from '#shared/challenges/amount-texts';
import type { AmountHabit } from '#shared/profile-stats/profile-stats.types';

/** One amount habit in words: '412 pages in 3 challenges · 24 days on target' (issue 27). */
export function amountHabitText(i18n: I18n, habit: AmountHabit): string {
  const total = amountText(i18n, habit.total, habit);
  const { challenges, daysOnTarget } = habit;
  return t(i18n)`${total} in ${plural(challenges, { one: '# challenge', other: '# challenges' })} · ${plural(
    daysOnTarget,
    { one: '# day on target', other: '# days on target' },
  )}`;
}
