import { useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_CHARACTERS, type UserSearchResult } from '#shared/users/user-search';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/users/search?q=: people by a fragment of their name or by their complete e-mail address (never by a
 * fragment of one), at most 10, never the asker. Asks only from the minimum length on.
 */
export function useUserSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: queryKeys.users.search(q),
    queryFn: () => apiFetch<UserSearchResult[]>(`/users/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= USER_SEARCH_MIN_CHARACTERS,
    // a search by address counts against an hourly allowance (decision 054): an answer is not asked again on focus
    staleTime: 60 * 60 * 1000,
  });
}
