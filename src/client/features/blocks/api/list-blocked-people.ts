import { useQuery } from '@tanstack/react-query';
import type { BlockedPeople } from '#shared/blocks/blocks.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/blocks: the people the person blocked, the latest first. */
export function useBlockedPeople() {
  return useQuery({ queryKey: queryKeys.blocks.list(), queryFn: () => apiFetch<BlockedPeople>('/blocks') });
}
