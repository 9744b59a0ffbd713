import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import type { BlockedPerson } from '#shared/blocks/blocks.types';
import { apiFetch } from '#client/lib/api-client';

/**
 * POST /api/blocks, offered wherever someone else's post, comment or invitation shows (so it lives here, not in a
 * feature: product-rules.md#blocking). What the blocked person wrote disappears from lists, posts, comments and cheers across every
 * feature, so every read is asked again (blocking is rare; a stale post of theirs would not be).
 */
export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockPersonInput) =>
      apiFetch<BlockedPerson>('/blocks', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
