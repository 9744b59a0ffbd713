import { useEffect } from 'react';

// Spec §3: set by the invitation page once an invitation is accepted, for the dashboard to pick up.
const JUST_ACCEPTED_INVITATION = 'just_accepted_invitation';

function takeFlag(): boolean {
  try {
    const isSet = sessionStorage.getItem(JUST_ACCEPTED_INVITATION) !== null;
    sessionStorage.removeItem(JUST_ACCEPTED_INVITATION);
    return isSet;
  } catch {
    // storage can be unavailable (private modes); then there is no flag to act on
    return false;
  }
}

/**
 * After an invitation was accepted the cached dashboard misses the newly joined challenge: refresh it once
 * (spec §2 "Dashboard") and clear the flag so it happens only once.
 */
export function useRefreshAfterInvitation(refresh: () => unknown) {
  useEffect(() => {
    if (takeFlag()) void refresh();
  }, [refresh]);
}
