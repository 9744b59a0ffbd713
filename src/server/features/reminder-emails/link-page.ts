import type { I18n } from '@lingui/core';
import { PRODUCT_NAME } from '#shared/product-name';

import { escapeHtml } from '#server/mail/auth-emails';

// The frame of the pages a link opens without the app (unsubscribe, a one-tap check-in): plain HTML from the
// server, so the link works signed out and without loading the app, with no script (the CSP allows none), light
// and dark by prefers-color-scheme, and thumb-sized controls from 390 px up.

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e;overflow-wrap:anywhere}' +
  'h1{font-size:1.6rem;line-height:1.25}' +
  'button{font:inherit;min-height:48px;padding:0 1.25rem;border:0;border-radius:6px;background:#1c6b3f;color:#fff;cursor:pointer}' +
  'button.secondary{background:transparent;color:#1c6b3f;border:1px solid currentColor}' +
  'form{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.25rem 0}form button{flex:1 1 8rem}' +
  'label{display:block;width:100%;font-weight:600}' +
  'input{font:inherit;min-height:48px;box-sizing:border-box;width:100%;padding:0 .75rem;border:1px solid #adb5bd;border-radius:6px;background:#fff;color:inherit}' +
  '.recorded{padding:.75rem 1rem;border-radius:6px;background:#ebfbee}' +
  // the field's hint on a line of its own under the field, the button full width under it on a phone
  '.hint{flex-basis:100%;margin:0;font-size:.9rem}.brand{margin:0;font-weight:700;color:#1971c2}' +
  'a{color:#1c6b3f}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}a{color:#8ce99a}' +
  'button.secondary{background:transparent;color:#8ce99a}input{background:#25262b;border-color:#5c5f66}.recorded{background:#1f3a27}' +
  '.brand{color:#74c0fc}}';

/** A page in `i18n`'s language (its `<html lang>`), its heading, and its body already written as safe HTML. */
export function linkPage(i18n: I18n, heading: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(
    `${heading} · ${PRODUCT_NAME}`,
  )}</title><style>${STYLE}</style></head><body><main><p class="brand">${PRODUCT_NAME}</p><h1>${escapeHtml(heading)}</h1>${bodyHtml}</main></body></html>`;
}
