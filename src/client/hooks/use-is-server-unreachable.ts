import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQuery } from '#client/features/session/api/get-session';
import { isClientError } from '#client/lib/api-client';

/**
 * True while the server does not answer the session read although the screen has what was seen last (kept on the
 * device, decision 064): the read asks again by itself every few seconds (sessionQuery). When it answers again,
 * every read on the screen is refreshed, so what it shows is current once the banner goes.
 */
export function useIsServerUnreachable() {
  // the failed attempt, while the query retries it too: the banner shows at the first one, not after the retries
  const { failureReason, data } = useQuery(sessionQuery);
  const isUnreachable = failureReason !== null && !isClientError(failureReason) && data !== undefined;
  const queryClient = useQueryClient();
  const wasUnreachable = useRef(false);
  useEffect(() => {
    if (wasUnreachable.current && !isUnreachable) void queryClient.invalidateQueries();
    wasUnreachable.current = isUnreachable;
  }, [isUnreachable, queryClient]);
  return isUnreachable;
}
