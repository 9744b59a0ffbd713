import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCheckInLinkInput } from '#shared/check-in-links/check-in-links.schemas';
import type { CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/check-in-links: the answer carries the link's address, the one time it is ever shown. */
export function useCreateCheckInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCheckInLinkInput) =>
      apiFetch<CreatedCheckInLink>('/check-in-links', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.checkInLinks.list() }),
  });
}
