import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { forgetFirstRequests } from './first-requests';
import { forgetKeptQueries } from './kept-queries';
import { forgetLastLoadedData } from './last-loaded-data';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

// Calls after which who is signed in may have changed.
const SESSION_CHANGING_PATHS = [
  '/sign-in/',
  '/sign-up/',
  '/sign-out',
  '/reset-password',
  '/verify-email',
  // the code step of a sign-in with two-step verification (decision 088), and its confirming in Settings
  '/two-factor/verify-',
];

/** better-auth's client for the account actions (sign-in/up/out, reset); the session itself is read by useSession. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // the person's IANA timezone and language travel with sign-up (see src/server/auth/auth.ts)
  plugins: [
    inferAdditionalFields({
      user: { timezone: { type: 'string', required: false }, locale: { type: 'string', required: false } },
    }),
    // two-step verification (decision 088): the sign-in screen asks for the code itself, so no redirect
    twoFactorClient(),
  ],
  fetchOptions: {
    onSuccess: async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (SESSION_CHANGING_PATHS.some((changing) => path.includes(changing))) {
        // the service worker's kept answers belong to the person who was signed in (decision 028)
        await forgetLastLoadedData();
        // and so is what the device kept of them (decision 064): the next person sees none of it
        forgetKeptQueries();
        // and the answers the page's HTML asked for at its start (decision 067)
        forgetFirstRequests();
        queryClient.removeQueries({ queryKey: queryKeys.dashboard.all() });
        await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      }
    },
  },
});
