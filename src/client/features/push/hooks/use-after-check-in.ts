import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RECORD_CHECK_IN_MUTATION_KEY } from '../../../lib/check-in-mutation-key';

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
        mutation.options.mutationKey?.[0] === RECORD_CHECK_IN_MUTATION_KEY[0] &&
        mutation.options.mutationKey?.[1] === RECORD_CHECK_IN_MUTATION_KEY[1]
      ) {
        setHasCheckedIn(true);
      }
    });
  }, [queryClient, isWatching]);
  return hasCheckedIn;
}
