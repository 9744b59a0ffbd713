import { useLocation, useNavigate } from 'react-router';

/**
 * The navigation state the create form leaves with (decision 062): the new challenge's page opens with its invite
 * dialog in front. Kept in the history entry rather than the URL, so a shared or reloaded address never opens it.
 */
export const inviteAfterCreateState = { inviteFriends: true } as const;

function isInviteAfterCreate(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'inviteFriends' in state && state.inviteFriends === true
  );
}

/** Whether the page was opened right after creating; `dismiss` forgets it, so Back and reloads do not reopen it. */
export function useInviteAfterCreate() {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    isOpen: isInviteAfterCreate(location.state),
    dismiss: () => void navigate(location, { replace: true, state: null }),
  };
}
