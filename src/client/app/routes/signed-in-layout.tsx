import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { OfflineNotice } from '#client/components/offline-notice';
import { PageLoader } from '#client/components/page-loader';
import { ServiceUnavailable } from '#client/components/service-unavailable';
import { CheckInOutboxProvider } from '#client/features/check-ins/offline/check-in-outbox-provider';
import { forgetPendingCheckInsOf } from '#client/features/check-ins/offline/outbox';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { PushPrompt } from '#client/features/push/components/push-prompt';
import { forgetThisDevice } from '#client/features/push/lib/forget-this-device';
import { useSession } from '#client/features/session/hooks/use-session';
import { AppHeader, STACKED_NAVIGATION_ID } from '#client/features/shell/components/app-header';
import { NavigationPanel } from '#client/features/shell/components/navigation-panel';
import classes from '#client/features/shell/components/shell.module.css';
import type { RouteHandle } from '../page-frame';
import { authClient } from '#client/lib/auth-client';
import { showToast } from '#client/lib/toast';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import { paths } from '#client/lib/paths';

const MAIN_CONTENT_ID = 'main-content';

/**
 * Every screen that needs a signed-in person (product-rules.md#access-guard): a loader until the first session
 * lookup resolves, then /auth for a visitor, else the header and the page. When the lookup itself fails (the server
 * is out of reach), a notice that retries by itself: an outage never sends a signed-in person to the sign-in page.
 */
export default function SignedInLayout() {
  const { user, isLoading, isUnavailable, isRefetching, refetch } = useSession();
  const { pathname } = useLocation();
  // a page marked openToVisitors (router.tsx) tells a visitor itself what to do, without the header
  const isOpenToVisitors = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.openToVisitors,
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isNavigationOpen, navigation] = useDisclosure(false);
  const [isSigningOut, setIsSigningOut] = useState(false);

  // Close the small-screen navigation whenever the page changes, however it changed.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    navigation.close();
  }

  // an invitation accepted from the bell adds a challenge to every list of the person's challenges
  const refreshChallenges = useCallback(() => void refreshMyChallenges(queryClient), [queryClient]);

  async function signOut() {
    setIsSigningOut(true);
    const signedOut = user?.id;
    await forgetThisDevice();
    const { error } = await authClient.signOut().catch(() => ({ error: true }));
    if (error) {
      setIsSigningOut(false);
      showToast({ kind: 'error', message: 'Sign out failed. Please try again.' });
      return;
    }
    queryClient.clear(); // the next person on this browser must not see this one's cached data
    // nor find check-ins of this one waiting on the device (decision 030); IndexedDB out of reach holds none
    if (signedOut) await forgetPendingCheckInsOf(signedOut).catch(() => undefined);
    navigate(paths.landing(), { replace: true });
  }

  if (isLoading) return <PageLoader fullScreen />;
  if (isUnavailable) return <ServiceUnavailable onRetry={() => void refetch()} isRetrying={isRefetching} />;
  // While signing out the session empties before we reach /landing; that is not a visitor to send to /auth.
  if (!user) {
    if (isSigningOut) return <PageLoader fullScreen />;
    return isOpenToVisitors ? <Outlet /> : <Navigate to={paths.auth()} replace />;
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen, desktop: true } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <AppHeader
          user={user}
          pathname={pathname}
          isNavigationOpen={isNavigationOpen}
          onToggleNavigation={navigation.toggle}
          isSigningOut={isSigningOut}
          onSignOut={signOut}
          notifications={<NotificationBell onInvitationAccepted={refreshChallenges} />}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={STACKED_NAVIGATION_ID}
        aria-label="Main navigation menu"
        p="md"
        hiddenFrom="sm"
        // a closed navbar is only moved off-screen; keep its links out of the tab order and the a11y tree
        inert={!isNavigationOpen}
      >
        <NavigationPanel user={user} pathname={pathname} onNavigate={navigation.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <OfflineNotice />
        {/* the person's check-ins kept on this device while offline, sent again when the connection returns */}
        <CheckInOutboxProvider userId={user.id}>
          <Outlet />
        </CheckInOutboxProvider>
      </AppShell.Main>
      <PushPrompt />
    </AppShell>
  );
}
