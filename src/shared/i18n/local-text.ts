import type { I18n } from '@lingui/core';

/**
 * A text written for one reader, in their language: what a notification, an e-mail or a push says is decided where
 * it is sent, but written only once its reader's language is known (decision 079). Written with Lingui's
 * `t(i18n)\`…\`` so the words are in the catalogue; dates and numbers formatted in `i18n.locale`.
 */
export type LocalText = (i18n: I18n) => string;
