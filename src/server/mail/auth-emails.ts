import { PRODUCT_NAME } from '#shared/product-name';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A short e-mail around one link, as text and as HTML with every piece of text escaped. */
export function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(
      outro,
    )}</p><p>— ${PRODUCT_NAME}</p>`,
  };
}

// Each e-mail is written in its reader's language (decision 079).

export function passwordResetEmail(i18n: I18n, to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    t(i18n)`Reset your ${PRODUCT_NAME} password`,
    t(i18n)`Hi ${name}, we received a request to reset your password.`,
    t(i18n)`Choose a new password`,
    url,
    t(i18n)`The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.`,
  );
}

export function verificationEmail(i18n: I18n, to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    t(i18n)`Confirm your ${PRODUCT_NAME} account`,
    t(
      i18n,
    )`Welcome to ${PRODUCT_NAME}, ${name}! Please confirm your e-mail address to complete your registration.`,
    t(i18n)`Confirm my e-mail address`,
    url,
    t(i18n)`If you did not create an account, ignore this e-mail.`,
  );
}

/** A site administrator approved the account of someone who signed up while sign-up needed approval (decision 087). */
export function accountApprovedEmail(i18n: I18n, to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    t(i18n)`Your ${PRODUCT_NAME} account is approved`,
    t(i18n)`Hi ${name}, a site administrator approved your account. You can sign in now.`,
    t(i18n)`Sign in`,
    url,
    t(i18n)`If you did not create an account, ignore this e-mail.`,
  );
}
