import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';
import { keepQueries, restoreKeptQueries } from './kept-queries';

// product-rules.md#display-formats-and-toasts: retry 3 times with exponential back-off capped at 30 s (never on a
// 4xx: asking again will not change the answer); unused data is kept 5 minutes.
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        // offline, still ask once: the service worker answers with what was last loaded (decision 028); only the
        // retries wait for the connection
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

/** One cache for the whole app (the auth client refreshes the session in it). */
export const queryClient = createQueryClient();
// the last data the person saw, shown at once and then refreshed (decision 064)
if (typeof window !== 'undefined') {
  restoreKeptQueries(queryClient);
  keepQueries(queryClient);
  askAgainInEachNewLanguage(queryClient);
}

/**
 * What the server wrote for the screens (templates, a refusal's words) is in the language it was asked in: when the
 * shown language changes, the screens ask again, in the new one. Not when the first language is shown.
 */
function askAgainInEachNewLanguage(client: QueryClient) {
  let shown = i18n.locale;
  i18n.on('change', () => {
    if (shown && shown !== i18n.locale) void client.invalidateQueries();
    shown = i18n.locale;
  });
}
