const FILES_PATH = '/api/files/';

/** The URL of a stored file as kept in the database (e.g. users.image) and loaded by the browser. */
export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

/** The storage key behind a URL made by `fileUrl`, or null for anything else (an external URL, say). */
export const keyOfFileUrl = (url: string | null): string | null =>
  url?.startsWith(FILES_PATH) ? url.slice(FILES_PATH.length) : null;
