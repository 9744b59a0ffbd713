import { PRODUCT_NAME } from '#shared/product-name';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { escapeHtml } from '#server/mail/auth-emails';
import type { MailMessage } from '#server/mail/mailer';

/** A challenge still waiting today, with its one-tap answers ('Met goal', 'Missed', 'Rest day', 'Log pages…'). */
export interface ChallengeAnswers {
  title: string;
  answers: { label: string; url: string }[];
}

export interface ReminderEmail {
  i18n: I18n;
  to: string;
  title: string;
  message: string;
  /** where the reminder leads: the one challenge waiting, or the Today panel */
  url: string;
  /** GET shows a confirmation page; POST with List-Unsubscribe=One-Click turns the e-mails off (RFC 8058) */
  unsubscribeUrl: string;
  waiting: ChallengeAnswers[];
}

const ANSWER_STYLE =
  'display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border:1px solid #1c6b3f;border-radius:6px;color:#1c6b3f;text-decoration:none';

/**
 * The evening reminder as an e-mail: each challenge waiting today with its one-tap answers (each opens a page that
 * shows what will be recorded, with one button), the link into the app, and one-click unsubscribe for mail
 * providers (RFC 2369 and RFC 8058).
 */
export function reminderEmail(email: ReminderEmail): MailMessage {
  const { i18n, to, title, message, url, unsubscribeUrl, waiting } = email;
  const why = t(
    i18n,
  )`You get this e-mail because you asked for the evening reminder by e-mail in your ${PRODUCT_NAME} profile.`;
  const checkIn = t(i18n)`Check in now`;
  const answerHere = t(i18n)`Answer with one tap:`;
  const stop = t(i18n)`Stop these e-mails`;
  const answersText = waiting
    .map((c) => `"${c.title}"\n${c.answers.map((a) => `  ${a.label}: ${a.url}`).join('\n')}`)
    .join('\n\n');
  const answersHtml = waiting
    .map(
      (c) =>
        `<p><strong>${escapeHtml(c.title)}</strong><br>${c.answers
          .map((a) => `<a href="${escapeHtml(a.url)}" style="${ANSWER_STYLE}">${escapeHtml(a.label)}</a>`)
          .join(' ')}</p>`,
    )
    .join('');
  const hasAnswers = waiting.length > 0;
  return {
    to,
    subject: title,
    text: [
      message,
      ...(hasAnswers ? [`${answerHere}\n\n${answersText}`] : []),
      `${checkIn}: ${url}`,
      why,
      `— ${PRODUCT_NAME}`,
      `${stop}: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html:
      `<p>${escapeHtml(message)}</p>` +
      (hasAnswers ? `<p>${escapeHtml(answerHere)}</p>${answersHtml}` : '') +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(checkIn)}</a></p><p>${escapeHtml(why)}</p><p>— ${PRODUCT_NAME}</p>` +
      `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
