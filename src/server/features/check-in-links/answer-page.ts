import type { I18n } from '@lingui/core';
import { escapeHtml } from '#server/mail/auth-emails';
import { linkPage } from '#server/features/reminder-emails/link-page';
import { answerTexts } from './answer-texts';

// The one page both kinds of link open (a reminder e-mail's one-tap answer, a check-in link on an NFC tag): what
// will be recorded with its button, what was recorded, or why nothing can be. Its forms POST back to the page's
// own address; a GET never records (link scanners fetch e-mail links).

/** A button of the ready page: the answer it records (the form field `answer`). */
export interface AnswerButton {
  answer: 'met' | 'missed' | 'rest' | 'amount';
  label: string;
}

export type AnswerPage =
  | {
      state: 'ready';
      heading: string;
      /** what one button records ('Met goal'); absent where the buttons say it themselves */
      willRecord?: string;
      buttons: AnswerButton[];
      /** an amount's field: the goal in words and how far the day has come */
      amount?: { hint: string; soFar?: string };
      action: string;
    }
  | { state: 'done'; text: string; reward?: string; challengePath: string }
  | { state: 'refused'; heading: string; text: string };

const form = (action: string, inner: string) =>
  `<form method="post" action="${escapeHtml(action)}">${inner}</form>`;
const button = ({ answer, label }: AnswerButton, secondary: boolean) =>
  `<button type="submit" name="answer" value="${answer}"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button>`;

function readyBody(i18n: I18n, page: Extract<AnswerPage, { state: 'ready' }>) {
  const said = page.willRecord ? `<p>${escapeHtml(i18n._(answerTexts.willRecord(page.willRecord)))}</p>` : '';
  if (page.amount) {
    const soFar = page.amount.soFar
      ? `<p>${escapeHtml(i18n._(answerTexts.soFar(page.amount.soFar)))}</p>`
      : '';
    const field =
      `<label for="amount">${escapeHtml(i18n._(answerTexts.amountLabel))}</label>` +
      `<input id="amount" name="amount" type="number" inputmode="decimal" step="any" min="0" required aria-describedby="amount-hint">` +
      `<p id="amount-hint" class="hint">${escapeHtml(page.amount.hint)}</p>`;
    const save = button({ answer: 'amount', label: i18n._(answerTexts.save) }, false);
    return `${soFar}${form(page.action, `${field}${save}`)}`;
  }
  return `${said}${form(page.action, page.buttons.map((b, i) => button(b, i > 0)).join(''))}`;
}

/** The page's HTML in `i18n`'s language. */
export function answerPage(i18n: I18n, page: AnswerPage): string {
  switch (page.state) {
    case 'ready':
      return linkPage(i18n, page.heading, readyBody(i18n, page));
    case 'done': {
      const reward = page.reward ? `<p><strong>${escapeHtml(page.reward)}</strong></p>` : '';
      const open = `<p><a href="${escapeHtml(page.challengePath)}">${escapeHtml(i18n._(answerTexts.openChallenge))}</a></p>`;
      return linkPage(
        i18n,
        i18n._(answerTexts.doneHeading),
        `<p class="recorded" role="status">${escapeHtml(page.text)}</p>${reward}${open}`,
      );
    }
    case 'refused':
      return linkPage(i18n, page.heading, `<p>${escapeHtml(page.text)}</p>`);
  }
}
