import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/profile/profile.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/me: the signed-in person's own settings (name, avatar, timezone, reminders). */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile.me(),
  queryFn: () => apiFetch<Profile>('/me'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/**
 * After any change to the profile: keep the answer, and re-read the session, which the header draws the name and
 * avatar from. The returned promise settles once the header has them.
 */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return async (profile: Profile) => {
    queryClient.setQueryData(profileQuery.queryKey, profile);
    await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
  };
}
