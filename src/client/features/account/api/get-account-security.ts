import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '#shared/account/account.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/account/security: the address, a pending change and the signed-in devices, in one request. */
export const accountSecurityQuery = queryOptions({
  queryKey: queryKeys.account.security(),
  queryFn: () => apiFetch<AccountSecurity>('/account/security'),
});

export function useAccountSecurity() {
  return useQuery(accountSecurityQuery);
}
