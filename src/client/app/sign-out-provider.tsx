import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { forgetPendingCheckInsOf } from '#client/features/check-ins/offline/outbox';
import { forgetThisDevice } from '#client/features/push/lib/forget-this-device';
import { paths } from '#client/lib/paths';
import { showToast } from '#client/lib/toast';
import { SignOutContext } from '#client/features/shell/hooks/use-sign-out';

/**
 * Signing out of this browser (product-rules.md#access-guard: it leads to /landing), shared by the header's button
 * and the Settings screen so both forget the same things.
 */
export function SignOutProvider({ userId, children }: { userId: string | undefined; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const value = useMemo(() => {
    async function signOut() {
      setIsSigningOut(true);
      await forgetThisDevice();
      // better-auth's client loads only now: no screen needs it to show (decision 067)
      const { error } = await import('#client/lib/auth-client')
        .then(({ authClient }) => authClient.signOut())
        .catch(() => ({ error: true }));
      if (error) {
        setIsSigningOut(false);
        showToast({ kind: 'error', message: t`Sign out failed. Please try again.` });
        return;
      }
      queryClient.clear(); // the next person on this browser must not see this one's cached data
      // nor find check-ins of this one waiting on the device (decision 030); IndexedDB out of reach holds none
      if (userId) await forgetPendingCheckInsOf(userId).catch(() => undefined);
      navigate(paths.landing(), { replace: true });
    }
    return { signOut, isSigningOut };
  }, [isSigningOut, navigate, queryClient, userId, t]);

  return <SignOutContext.Provider value={value}>{children}</SignOutContext.Provider>;
}
