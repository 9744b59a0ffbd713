import { PRODUCT_NAME } from '#shared/auth/auth.schemas';
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

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    `Hi ${name}, we received a request to reset your password.`,
    'Choose a new password',
    url,
    'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
  );
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return linkEmail(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    `Welcome to ${PRODUCT_NAME}, ${name}! Please confirm your e-mail address to complete your registration.`,
    'Confirm my e-mail address',
    url,
    'If you did not create an account, ignore this e-mail.',
  );
}
