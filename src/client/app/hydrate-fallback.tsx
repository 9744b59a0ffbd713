import { ContentSkeleton } from '#client/components/content-skeleton';
import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { SignedInShell } from '#client/features/shell/components/signed-in-shell';
import { isPersonKept } from '#client/lib/is-person-kept';

// the screens router.tsx serves outside the signed-in layout; every other path draws the signed-in shell
const VISITOR_PATHS = [
  /^\/$/,
  /^\/landing\/?$/,
  /^\/auth\/?$/,
  /^\/(join-challenge|invitation|join-group)\//,
];

/**
 * What a cold load shows while the screen's code arrives (issue 24: never a spinner over the whole screen): the
 * signed-in shell with the screen's skeleton, or a light one on a signed-out page or where nobody was signed in on
 * this device. Which one is known from the address and the device alone, before any code or data of the screen.
 */
export function HydrateFallback() {
  const { pathname } = window.location;
  if (VISITOR_PATHS.some((pattern) => pattern.test(pathname)) || !isPersonKept())
    return <VisitorShellSkeleton />;
  return (
    <SignedInShell user={null} pathname={pathname}>
      <ContentSkeleton />
    </SignedInShell>
  );
}
