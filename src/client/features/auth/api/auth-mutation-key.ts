/** Every auth mutation shares this prefix, so the screen knows when one is under way (see useLeaveWhenSignedIn). */
export const authMutationKey = ['auth'] as const;

/** The browser's IANA zone; the server keeps it so "today" is the person's own day. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
