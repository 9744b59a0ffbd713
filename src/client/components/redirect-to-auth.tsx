import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storePending, type PendingAction } from '../lib/pending-destination';
import { VisitorShellSkeleton } from './visitor-shell-skeleton';
import { paths } from '../lib/paths';

/**
 * Sends a signed-out visitor of a public join page to /auth, remembering what they came for
 * (product-rules.md#after-sign-in "Join-challenge page"), so that signing in or up brings them back to it.
 */
export function RedirectToAuth({ action, id }: { action: PendingAction; id: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (id) storePending(action, id);
    navigate(paths.auth(), { replace: true });
  }, [action, id, navigate]);
  return <VisitorShellSkeleton />;
}
