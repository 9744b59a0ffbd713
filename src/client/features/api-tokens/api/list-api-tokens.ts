import { useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '#shared/api-tokens/api-tokens.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/tokens: the person's access tokens, never their secrets. */
export function useApiTokens() {
  return useQuery({ queryKey: queryKeys.apiTokens.list(), queryFn: () => apiFetch<ApiTokenList>('/tokens') });
}
