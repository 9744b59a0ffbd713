import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedPeople } from '#shared/blocks/blocks.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * DELETE /api/blocks/:id, by the block's own id. Optimistic: the person leaves the list at once and comes back if
 * the server refuses; then every read is asked again, since what they wrote shows again everywhere.
 */
export function useUnblock() {
  const queryClient = useQueryClient();
  const key = queryKeys.blocks.list();
  return useMutation({
    mutationFn: (blockId: string) =>
      apiFetch<void>(`/blocks/${encodeURIComponent(blockId)}`, { method: 'DELETE' }),
    onMutate: async (blockId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BlockedPeople>(key);
      if (before) {
        queryClient.setQueryData<BlockedPeople>(key, {
          blocked: before.blocked.filter((block) => block.id !== blockId),
        });
      }
      return { before };
    },
    onError: (_error, _blockId, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
