import { useEffect } from 'react';
import { takeInvitationJustAccepted } from '#client/lib/just-accepted-invitation';

/**
 * After an invitation was accepted the cached dashboard misses the newly joined challenge: refresh it once
 * (product-rules.md#dashboard) and clear the flag so it happens only once.
 */
export function useRefreshAfterInvitation(refresh: () => unknown) {
  useEffect(() => {
    if (takeInvitationJustAccepted()) void refresh();
  }, [refresh]);
}
