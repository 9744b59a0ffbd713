import { PRODUCT_NAME } from '#shared/product-name';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { escapeHtml, linkEmail } from './auth-emails';
import type { MailMessage } from './mailer';

// product-rules.md#account-settings: the link goes to the new address, the notice to the old one; each in its
// reader's language.

export function emailChangeConfirmationEmail(i18n: I18n, to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    t(i18n)`Confirm your new ${PRODUCT_NAME} e-mail address`,
    t(i18n)`Hi ${name}, you asked to use this address for your ${PRODUCT_NAME} account.`,
    t(i18n)`Confirm my new e-mail address`,
    url,
    t(
      i18n,
    )`Your address changes only when you open this link. It works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.`,
  );
}

export function emailChangedNoticeEmail(i18n: I18n, to: string, name: string, newEmail: string): MailMessage {
  const intro = t(
    i18n,
  )`Hi ${name}, the e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}. You now sign in with the new address.`;
  const outro = t(
    i18n,
  )`If this was not you, someone may know your password: tell the ${PRODUCT_NAME} team at once.`;
  return {
    to,
    subject: t(i18n)`Your ${PRODUCT_NAME} e-mail address was changed`,
    text: `${intro}\n\n${outro}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p><p>— ${PRODUCT_NAME}</p>`,
  };
}
