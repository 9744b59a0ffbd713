import { PRODUCT_NAME } from '#shared/product-name';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { escapeHtml, linkEmail } from '#server/mail/auth-emails';
import type { MailMessage } from '#server/mail/mailer';

export interface ReminderEmail {
  i18n: I18n;
  to: string;
  title: string;
  message: string;
  /** where the reminder leads: the one challenge waiting, or the Today panel */
  url: string;
  /** GET shows a confirmation page; POST with List-Unsubscribe=One-Click turns the e-mails off (RFC 8058) */
  unsubscribeUrl: string;
}

/** The evening reminder as an e-mail, with one-click unsubscribe for mail providers (RFC 2369 and RFC 8058). */
export function reminderEmail({ i18n, to, title, message, url, unsubscribeUrl }: ReminderEmail): MailMessage {
  const why = t(
    i18n,
  )`You get this e-mail because you asked for the evening reminder by e-mail in your ${PRODUCT_NAME} profile.`;
  const email = linkEmail(to, title, message, t(i18n)`Check in now`, url, why);
  const stop = t(i18n)`Stop these e-mails`;
  return {
    ...email,
    text: `${email.text}\n\n${stop}: ${unsubscribeUrl}`,
    html: `${email.html}<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
