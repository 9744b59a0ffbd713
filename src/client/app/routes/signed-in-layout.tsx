import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { ContentSkeleton } from '#client/components/content-skeleton';
import { OfflineNotice } from '#client/components/offline-notice';
import { ServiceUnavailable } from '#client/components/service-unavailable';
import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { CheckInOutboxProvider } from '#client/features/check-ins/offline/check-in-outbox-provider';
import { InstallInvitation } from '#client/features/install/components/install-invitation';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { PushPrompt } from '#client/features/push/components/push-prompt';
import { useSession } from '#client/features/session/hooks/use-session';
import { SignedInShell } from '#client/features/shell/components/signed-in-shell';
import { SignOutProvider } from '../sign-out-provider';
import { useSignOut } from '#client/features/shell/hooks/use-sign-out';
import type { RouteHandle } from '../page-frame';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import { paths } from '#client/lib/paths';
import { isPersonKept } from '#client/lib/is-person-kept';
import { usePersonLocale } from '#client/i18n/use-person-locale';

/**
 * Every screen that needs a signed-in person (product-rules.md#access-guard). The shell (header, tab bar) is drawn
 * at once, with the screen's skeleton until the first session lookup resolves (issue 24) — the signed-out shell
 * where this device keeps no person (isPersonKept); then /auth for a visitor, else the page. When the lookup itself
 * fails (the server is out of reach), a notice that retries by itself: an outage never sends a signed-in person to
 * the sign-in page.
 */
export default function SignedInLayout() {
  const { user } = useSession();
  usePersonLocale(user?.locale);
  return (
    <SignOutProvider userId={user?.id}>
      <SignedInScreen />
    </SignOutProvider>
  );
}

function SignedInScreen() {
  const { user, isLoading, isUnavailable, isRefetching, refetch } = useSession();
  const { isSigningOut } = useSignOut();
  const { pathname } = useLocation();
  // a page marked openToVisitors (router.tsx) tells a visitor itself what to do, without the header
  const isOpenToVisitors = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.openToVisitors,
  );
  const queryClient = useQueryClient();
  // an invitation accepted from the bell adds a challenge to every list of the person's challenges
  const refreshChallenges = useCallback(() => void refreshMyChallenges(queryClient), [queryClient]);
  // after a check-in the push prompt asks first; the install invitation follows once it is answered
  const [isPushPromptOpen, setIsPushPromptOpen] = useState(false);

  if (isUnavailable) return <ServiceUnavailable onRetry={() => void refetch()} isRetrying={isRefetching} />;
  // a device where nobody was signed in: most likely a visitor about to be sent to sign in (or to a page open to
  // visitors), who should not glimpse the signed-in header and tab bar meanwhile
  if (isLoading && !isPersonKept()) return <VisitorShellSkeleton />;
  // While signing out the session empties before we reach /landing; that is not a visitor to send to /auth.
  if (isLoading || (!user && isSigningOut)) {
    return (
      <SignedInShell user={null} pathname={pathname}>
        <ContentSkeleton />
      </SignedInShell>
    );
  }
  if (!user) return isOpenToVisitors ? <Outlet /> : <Navigate to={paths.auth()} replace />;

  return (
    <SignedInShell
      user={user}
      pathname={pathname}
      notifications={<NotificationBell onInvitationAccepted={refreshChallenges} />}
    >
      <OfflineNotice />
      {/* the person's check-ins kept on this device while offline, sent again when the connection returns */}
      <CheckInOutboxProvider userId={user.id}>
        <Outlet />
      </CheckInOutboxProvider>
      <PushPrompt onOpenedChange={setIsPushPromptOpen} />
      <InstallInvitation isHeldBack={isPushPromptOpen} />
    </SignedInShell>
  );
}
