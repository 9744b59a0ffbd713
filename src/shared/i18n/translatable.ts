import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import type { LocalText } from './local-text';

// Some texts must travel as plain strings before anyone knows who will read them: a zod schema's message (the same
// schema refuses in the form and on the server) and the message of a refusal thrown deep in a service. They are
// written in English, marked for the catalogue, and written again in their reader's language where they are shown:
// the server's error answer (the requester's language), a form's error (the shown language). Decision 079.

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const descriptorOfEnglish = new Map<string, MessageDescriptor>();

/**
 * `descriptor`'s English, remembered so it can be written in another language later. For texts fixed when the module
 * loads (a constant may be a placeholder); a text made per request takes its reader's i18n where it is written.
 */
// a module imported for one constant does not keep the others (nor zod, for a schema module) on a screen's path
/* @__NO_SIDE_EFFECTS__ */
export function translatable(descriptor: MessageDescriptor): string {
  const text = english._(descriptor);
  descriptorOfEnglish.set(text, descriptor);
  return text;
}

/** `text` in `i18n`'s language when it is a translatable text; any other text as it is. */
export function translated(i18n: I18n, text: string): string {
  const descriptor = descriptorOfEnglish.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** A translatable text as a text for one reader, written once their language is known (a refusal kept for later). */
export const localTextOf =
  (text: string): LocalText =>
  (i18n) =>
    translated(i18n, text);
