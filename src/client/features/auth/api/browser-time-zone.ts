/** The browser's IANA zone; the server keeps it so "today" is the person's own day. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
