import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  timezone?: string;
  /** the language they read HabitSprint in (src/shared/i18n/locales.ts) */
  locale?: string;
}

/**
 * The one way the client reads who is signed in: better-auth's get-session through our API client (null for a
 * visitor). Keeping better-auth's own client out of this read keeps it out of the landing page's bundle.
 */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session(),
  queryFn: () => apiFetch<{ user: SessionUser; session: { expiresAt: string } } | null>('/auth/get-session'),
  staleTime: 60_000,
  // another tab may have signed in or out meanwhile
  refetchOnWindowFocus: 'always',
  // while the server is out of reach, keep asking: the screen comes back by itself (ServiceUnavailable)
  refetchInterval: (query) => (query.state.status === 'error' ? UNAVAILABLE_RETRY_MS : false),
});

const UNAVAILABLE_RETRY_MS = 5_000;
