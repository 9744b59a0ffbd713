import './landing-styles';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense, useState, useSyncExternalStore } from 'react';
import { LandingPage } from './routes/landing';
import { cssVariablesResolver, theme } from './theme';
import { TOAST_PLACEMENT } from '../lib/toast-placement';

// What the page does not need to draw loads after hydration, outside its first bundle (decision 050): toasts (the
// waitlist's thanks, 'A new version is available') and the session read.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);
const LandingSession = lazy(() =>
  import('./landing-session').then((module) => ({ default: module.LandingSession })),
);

/**
 * The landing page as a document of its own (decision 050): the build renders this to HTML, once per language
 * (prerender-landing.tsx), and landing-main.tsx hydrates the same tree in the page's language. App's providers without the router (the
 * page's links are plain links to the app's documents) and without the query client (see above). The page is
 * prerendered as a visitor sees it; for someone signed in, 'Go to Dashboard' replaces 'Log In' once the session is
 * known.
 */
export function LandingApp() {
  const [isSignedIn, setIsSignedIn] = useState(false);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <LandingPage isSignedIn={isSignedIn} />
          <AfterHydration onSignedInChange={setIsSignedIn} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>
  );
}

// React's way to tell hydration from what follows: the server's snapshot (false) while hydrating, then the client's.
const noSubscription = () => () => {};
const afterHydration = () => true;
const duringHydration = () => false;

/**
 * Renders nothing on the server nor while hydrating, so the prerendered HTML and hydration agree; a component of its
 * own, so rendering it again after hydration re-renders nothing else.
 */
function AfterHydration({ onSignedInChange }: { onSignedInChange: (isSignedIn: boolean) => void }) {
  const isHydrated = useSyncExternalStore(noSubscription, afterHydration, duringHydration);
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...TOAST_PLACEMENT} />
      <LandingSession onChange={onSignedInChange} />
    </Suspense>
  );
}
