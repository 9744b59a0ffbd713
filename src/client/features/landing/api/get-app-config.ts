import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** Public run-time settings from GET /api/config. */
export interface AppConfig {
  demoVideoUrl: string;
  requireEmailVerification: boolean;
}

export const getAppConfig = () => apiFetch<AppConfig>('/config');

export const appConfigQuery = queryOptions({
  queryKey: queryKeys.appConfig(),
  queryFn: getAppConfig,
  staleTime: Infinity,
});

/**
 * Loads the settings on demand (cached like any query). An imperative fetch rather than `useQuery`: the landing
 * page asks only after a click, and this keeps the query observer out of its first bundle.
 */
export function useLoadAppConfig() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(appConfigQuery), [queryClient]);
}
