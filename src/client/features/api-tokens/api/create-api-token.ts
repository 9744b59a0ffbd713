import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput } from '#shared/api-tokens/api-tokens.schemas';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/tokens: the answer carries the secret, the one time it is ever shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) =>
      apiFetch<CreatedApiToken>('/tokens', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens.list() }),
  });
}
