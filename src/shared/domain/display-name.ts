/** Who a person is shown as: product-rules.md#people-and-names. */
export interface NamedPerson {
  name?: string | null;
  email?: string | null;
}

/**
 * The person's name; without one, the part of the e-mail before the '@'; without that, `fallback`
 * ('User' by default, 'Unknown User' where the spec says so).
 */
export function displayName(person: NamedPerson, fallback = 'User'): string {
  const name = person.name?.trim();
  if (name) return name;
  const emailPrefix = person.email?.split('@')[0]?.trim();
  if (emailPrefix) return emailPrefix;
  return fallback;
}

/**
 * How a person is named to someone who may not be signed in (a share or invitation link): their name only, never
 * any part of their e-mail; null when they have none.
 */
export function publicName(name: string | null | undefined): string | null {
  return name?.trim() || null;
}

/** The first word of a display name, for greetings ('Welcome back, Ada!'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

const MAX_INITIALS = 2;

/**
 * First letters of up to two words, uppercase, at most two letters (product-rules.md#people-and-names). Letters are
 * counted as code points so an emoji or accented letter is never cut in half, and a letter that uppercases to two
 * ('ß' → 'SS') still yields at most two.
 */
export function initials(name: string): string {
  const firstLetters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_INITIALS)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
  return Array.from(firstLetters).slice(0, MAX_INITIALS).join('');
}
