import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Mantine's calendar controls have no names of their own; screen readers (and tests) need them. Each is read when a
 * picker draws, in the shown language.
 */
export const calendarAriaLabels = {
  get nextMonth() {
    return i18n._(msg`Next month`);
  },
  get previousMonth() {
    return i18n._(msg`Previous month`);
  },
  get nextYear() {
    return i18n._(msg`Next year`);
  },
  get previousYear() {
    return i18n._(msg`Previous year`);
  },
  get nextDecade() {
    return i18n._(msg`Next decade`);
  },
  get previousDecade() {
    return i18n._(msg`Previous decade`);
  },
  get monthLevelControl() {
    return i18n._(msg`Choose a month`);
  },
  get yearLevelControl() {
    return i18n._(msg`Choose a year`);
  },
};
