import { useSession } from '#client/features/session/hooks/use-session';
import { LandingPage } from './landing';

/**
 * The landing page as the app draws it after navigating to / itself (router.tsx), where the session is at hand. A
 * file apart from landing.tsx, so the prerendered page's bundle does not carry the session read (decision 050).
 */
export function LandingRoute() {
  return <LandingPage isSignedIn={useSession().user !== null} />;
}
