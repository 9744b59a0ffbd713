import { createAuthClient } from 'better-auth/react';

/** better-auth's client: session cookie, cross-tab session sync and the sign-in/up/reset calls. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});
