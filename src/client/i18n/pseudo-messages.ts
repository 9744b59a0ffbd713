import type { Messages } from '@lingui/core';

/** How much longer the pseudo-locale makes each text: translations often run this much longer than English. */
const LENGTHENING = 0.4;

/**
 * The pseudo-locale's messages (already accented by Lingui) made 40 % longer: each word gains tildes, so a button or
 * heading that only fits English shows up clipped or overflowing in the layout checks. Word by word, because longer
 * languages have longer words, not one unbreakable run at the end of a paragraph that no real language has.
 */
export function lengthenPseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, lengthen(message)]));
}

type CompiledMessage = Messages[string];

function lengthen(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return lengthenText(message);
  return message.map((part) => (typeof part === 'string' ? lengthenText(part) : part));
}

function lengthenText(text: string): string {
  return text.replace(/\S+/g, (word) => word + '~'.repeat(Math.ceil(word.length * LENGTHENING)));
}
