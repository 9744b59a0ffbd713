// Keys are built by our own code, but they also arrive in URLs (GET /api/files/*), so both backends accept only
// a narrow alphabet: segments of letters, digits, '-', '_' and '.', never starting with '.' (no '..', no hidden
// or temporary files), joined by single '/'. That rules out path traversal on the local disk by construction.
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
const PREFIX_PATTERN = new RegExp(`^${SEGMENT}(/${SEGMENT})*/?$`);
const MAX_KEY_LENGTH = 512;

// A key ends with the extension of its content type, so both backends serve the same type for the same key.
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && contentTypeForKey(key) !== undefined;
}

export function contentTypeForKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined;
}

export function assertStorageKey(key: string, contentType?: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  if (contentType !== undefined && contentTypeForKey(key) !== contentType) {
    throw new Error(`Storage key ${key} does not match content type ${contentType}`);
  }
}

/** A non-empty prefix (deleting "everything" is never what a caller means). */
export function assertStoragePrefix(prefix: string): void {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX_PATTERN.test(prefix)) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
}
