// PostgreSQL refuses a NUL character in text and jsonb ("invalid byte sequence 0x00"), and a lone UTF-16
// surrogate is no Unicode character at all (jsonb refuses it; UTF-8 cannot even encode it). Both are refused at
// the edge, so no query ever sees them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = translatable(
  msg`This text contains a character that cannot be stored.`,
);

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path ('.'-joined, '_' for the value itself) of the first key or string in a parsed JSON value that cannot
 * be stored, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathName(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) return pathName([...path, key]);
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

const pathName = (path: string[]) => path.join('.') || '_';
import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
