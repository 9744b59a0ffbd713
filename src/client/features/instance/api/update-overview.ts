import type { QueryClient } from '@tanstack/react-query';
import type { InstanceOverview } from '#shared/instance/instance.types';
import { queryKeys } from '#client/lib/query-keys';

/** Changes the overview shown, at once (a tap's answer is optimistic); the server's next read replaces it. */
export function updateOverview(
  queryClient: QueryClient,
  change: (overview: InstanceOverview) => InstanceOverview,
) {
  queryClient.setQueryData<InstanceOverview>(queryKeys.instance.overview(), (overview) =>
    overview ? change(overview) : overview,
  );
}
