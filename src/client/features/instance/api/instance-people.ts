import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstancePeople, InstancePerson } from '#shared/instance/instance.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { INSTANCE_API } from './instance-api-path';

/** GET /api/admin/instance/people?q=&page=: the page before stays shown while the next loads. */
export function useInstancePeople(text: string, page: number) {
  return useQuery({
    queryKey: queryKeys.instance.people(text, page),
    queryFn: () =>
      apiFetch<InstancePeople>(
        `${INSTANCE_API}/people?${new URLSearchParams({ q: text, page: String(page) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT (make admin) or DELETE (remove admin) /api/admin/instance/people/:id/admin; the lists are read again after. */
export function useSetSiteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiFetch<InstancePerson>(`${INSTANCE_API}/people/${encodeURIComponent(userId)}/admin`, {
        method: isAdmin ? 'PUT' : 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.instance.all() }),
  });
}
