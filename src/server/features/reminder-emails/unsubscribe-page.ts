import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { PRODUCT_NAME } from '#shared/product-name';

import { escapeHtml } from '#server/mail/auth-emails';

// The pages a person sees after following the unsubscribe link of a reminder e-mail. Plain HTML from the server:
// the link works without signing in and without loading the app, and the page has no script (the CSP allows none).

interface UnsubscribePage {
  heading: string;
  text: string;
  /** a form that POSTs the one-click body back to `action` */
  confirm?: { action: string; label: string };
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}' +
  'button{font:inherit;min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#1c6b3f;color:#fff;cursor:pointer}' +
  'a{color:#1c6b3f}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a{color:#8ce99a}}';

/** A page in `i18n`'s language (its texts, given already written in it, and its `<html lang>`). */
export function unsubscribePage(i18n: I18n, { heading, text, confirm }: UnsubscribePage): string {
  const form = confirm
    ? `<form method="post" action="${escapeHtml(confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(confirm.label)}</button></form>`
    : `<p><a href="/profile">${escapeHtml(t(i18n)`Open your profile settings`)}</a></p>`;
  return `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(
    `${heading} · ${PRODUCT_NAME}`,
  )}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(
    text,
  )}</p>${form}</main></body></html>`;
}
