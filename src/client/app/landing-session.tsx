import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#client/features/session/hooks/use-session';
import { queryClient } from '../lib/query-client';

/**
 * Tells the prerendered landing page whether someone is signed in, through the app's one session read
 * (useSession, with its refresh when the tab regains focus). Loaded after hydration (decision 050), so the page's
 * first bundle has no query client; it draws nothing, so its provider wraps nothing but itself.
 */
export function LandingSession({ onChange }: { onChange: (isSignedIn: boolean) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInReporter onChange={onChange} />
    </QueryClientProvider>
  );
}

function SignedInReporter({ onChange }: { onChange: (isSignedIn: boolean) => void }) {
  const isSignedIn = useSession().user !== null;
  useEffect(() => onChange(isSignedIn), [isSignedIn, onChange]);
  return null;
}
