import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { displayName } from '#shared/domain/display-name';

/**
 * How a notification or an e-mail names the person whose action it tells of: their name, or 'Someone' in its
 * reader's language when they have none.
 */
export const nameOrSomeone = (i18n: I18n, name: string | null | undefined) =>
  displayName({ name }, t(i18n)`Someone`);
