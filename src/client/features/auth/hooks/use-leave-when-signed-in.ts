import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mutationKeys } from '#client/lib/query-keys';

/**
 * Sends a signed-in person on (product-rules.md#after-sign-in): whoever opens /auth already signed in, and whoever
 * just signed in or up here, once the session shows them. Not in reset mode, and not while an auth call is still
 * finishing (a sign-in still updating the timezone, a reset still signing out). Returns whether the screen is about
 * to leave.
 */
export function useLeaveWhenSignedIn(input: {
  isSignedIn: boolean;
  isLoading: boolean;
  isResetMode: boolean;
  leave: () => void;
}) {
  const isBusy = useIsMutating({ mutationKey: mutationKeys.auth.all() }) > 0;
  const shouldLeave = !input.isLoading && input.isSignedIn && !input.isResetMode && !isBusy;
  const hasLeft = useRef(false);
  const { leave } = input;

  useEffect(() => {
    // once only: the destination consumes the pending key that decided it
    if (!shouldLeave || hasLeft.current) return;
    hasLeft.current = true;
    leave();
  }, [shouldLeave, leave]);

  return shouldLeave;
}
