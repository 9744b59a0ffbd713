// product-rules.md#after-sign-in session flag: the invitation page sets it once an invitation is accepted; the
// dashboard, where the person lands next, takes it and refreshes its data once.
const JUST_ACCEPTED_INVITATION = 'just_accepted_invitation';

export function markInvitationJustAccepted() {
  try {
    sessionStorage.setItem(JUST_ACCEPTED_INVITATION, 'true');
  } catch {
    // storage can be unavailable (private modes); the dashboard then loads fresh data anyway
  }
}

/** Whether an invitation was just accepted; clears the flag, so only the first caller sees it. */
export function takeInvitationJustAccepted(): boolean {
  try {
    const isSet = sessionStorage.getItem(JUST_ACCEPTED_INVITATION) !== null;
    sessionStorage.removeItem(JUST_ACCEPTED_INVITATION);
    return isSet;
  } catch {
    return false;
  }
}
