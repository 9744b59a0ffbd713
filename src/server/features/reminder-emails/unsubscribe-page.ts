import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

import { escapeHtml } from '#server/mail/auth-emails';
import { linkPage } from './link-page';

// The pages a person sees after following the unsubscribe link of a reminder e-mail (link-page.ts says how).

interface UnsubscribePage {
  heading: string;
  text: string;
  /** a form that POSTs the one-click body back to `action` */
  confirm?: { action: string; label: string };
}

/** A page in `i18n`'s language (its texts, given already written in it, and its `<html lang>`). */
export function unsubscribePage(i18n: I18n, { heading, text, confirm }: UnsubscribePage): string {
  const form = confirm
    ? `<form method="post" action="${escapeHtml(confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(confirm.label)}</button></form>`
    : `<p><a href="/profile">${escapeHtml(t(i18n)`Open your profile settings`)}</a></p>`;
  return linkPage(i18n, heading, `<p>${escapeHtml(text)}</p>${form}`);
}
