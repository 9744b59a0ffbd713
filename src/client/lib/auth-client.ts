import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's client: session cookie, cross-tab session sync and the sign-in/up/reset calls. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // the person's IANA timezone travels with sign-up (see src/server/auth/auth.ts)
  plugins: [inferAdditionalFields({ user: { timezone: { type: 'string', required: false } } })],
});
