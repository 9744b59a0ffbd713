import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LABELS = {
  nextMonth: msg`Next month`,
  previousMonth: msg`Previous month`,
  nextYear: msg`Next year`,
  previousYear: msg`Previous year`,
  nextDecade: msg`Next decade`,
  previousDecade: msg`Previous decade`,
  monthLevelControl: msg`Choose a month`,
  yearLevelControl: msg`Choose a year`,
};

/**
 * Mantine's calendar controls have no names of their own; screen readers (and tests) need them: in `i18n`'s language,
 * the shown one.
 */
export const calendarAriaLabels = (i18n: I18n) =>
  Object.fromEntries(Object.entries(LABELS).map(([control, label]) => [control, i18n._(label)])) as Record<
    keyof typeof LABELS,
    string
  >;
