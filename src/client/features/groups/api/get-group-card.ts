import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicGroupCard } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/groups/:id/card: what an invite link shows anyone, signed out too and of a private group as well
 * (name, description, privacy, member count, created date, who created it).
 */
export const groupCardQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.groups.card(id),
    queryFn: () => apiFetch<PublicGroupCard>(`/groups/${encodeURIComponent(id)}/card`),
  });

export function useGroupCard(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupCardQuery(id), enabled });
}
