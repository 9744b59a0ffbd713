import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export const voteCountLabel = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: '# vote', other: '# votes' })}`);
export const commentCountLabel = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: '# comment', other: '# comments' })}`);
