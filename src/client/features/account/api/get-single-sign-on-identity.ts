import { useQuery } from '@tanstack/react-query';
import type { SingleSignOnIdentity } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/account/single-sign-on: the provider identity joined to the person's account, if any (decision 090). */
export function useSingleSignOnIdentity() {
  return useQuery({
    queryKey: queryKeys.account.singleSignOn(),
    queryFn: () => apiFetch<SingleSignOnIdentity>('/account/single-sign-on'),
    select: (answer) => answer.identity,
  });
}
