import { useEffect, useState } from 'react';
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { mutationKeys } from '#client/lib/query-keys';

/** True from the moment a check-in is recorded in this tab (never on page load). */
export function useAfterCheckIn(isWatching: boolean): boolean {
  const queryClient = useQueryClient();
  const [hasCheckedIn, setHasCheckedIn] = useState(false);
  useEffect(() => {
    if (!isWatching) return;
    return queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation;
      if (
        event.type === 'updated' &&
        mutation?.state.status === 'success' &&
        matchMutation({ mutationKey: mutationKeys.checkIns.record() }, mutation)
      ) {
        setHasCheckedIn(true);
      }
    });
  }, [queryClient, isWatching]);
  return hasCheckedIn;
}
