import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/dashboard: everything the dashboard shows, in one request. */
export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard.all(),
  queryFn: () => apiFetch<Dashboard>('/dashboard'),
  // statuses change with the days and other screens change challenges: show the cache, but always refresh it
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
