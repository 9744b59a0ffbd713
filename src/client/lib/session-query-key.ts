/** The session's cache key: the auth client refreshes it after sign-in, sign-up, sign-out and reset. */
export const SESSION_QUERY_KEY = ['session'] as const;
