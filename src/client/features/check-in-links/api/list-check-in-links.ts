import { useQuery } from '@tanstack/react-query';
import type { CheckInLinkList } from '#shared/check-in-links/check-in-links.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/check-in-links: the person's check-in links (never their addresses) and the challenges one may be for. */
export function useCheckInLinks() {
  return useQuery({
    queryKey: queryKeys.checkInLinks.list(),
    queryFn: () => apiFetch<CheckInLinkList>('/check-in-links'),
  });
}
