import { useQuery } from '@tanstack/react-query';
import type { InstanceOverview } from '#shared/instance/instance.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { INSTANCE_API } from './instance-api-path';

/** GET /api/admin/instance: mode, counts, waiting accounts and invite links (site administrators, else 403). */
export function useInstanceOverview() {
  return useQuery({
    queryKey: queryKeys.instance.overview(),
    queryFn: () => apiFetch<InstanceOverview>(INSTANCE_API),
  });
}
