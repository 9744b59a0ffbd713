import { PRODUCT_NAME } from '#shared/auth/auth.schemas';
import { escapeHtml, linkEmail } from './auth-emails';
import type { MailMessage } from './mailer';

// product-rules.md#account-settings: the link goes to the new address, the notice to the old one.

export function emailChangeConfirmationEmail(to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    `Confirm your new ${PRODUCT_NAME} e-mail address`,
    `Hi ${name}, you asked to use this address for your ${PRODUCT_NAME} account.`,
    'Confirm my new e-mail address',
    url,
    'Your address changes only when you open this link. It works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
  );
}

export function emailChangedNoticeEmail(to: string, name: string, newEmail: string): MailMessage {
  const intro = `Hi ${name}, the e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}. You now sign in with the new address.`;
  const outro = `If this was not you, someone may know your password: tell the ${PRODUCT_NAME} team at once.`;
  return {
    to,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    text: `${intro}\n\n${outro}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p><p>— ${PRODUCT_NAME}</p>`,
  };
}
