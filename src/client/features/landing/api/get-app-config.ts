import type { AppConfig } from '#shared/app-config/app-config.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export const getAppConfig = () => apiFetch<AppConfig>('/config');

/**
 * Loads the settings on demand, cached in the app's one query client. The landing page asks only after a click, and
 * its first bundle carries no query client at all (decision 050): the client's module comes with that click.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  const { queryClient } = await import('#client/lib/query-client');
  return queryClient.fetchQuery({
    queryKey: queryKeys.appConfig(),
    queryFn: getAppConfig,
    staleTime: Infinity,
  });
}
