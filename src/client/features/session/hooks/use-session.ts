import { authClient } from '../../../lib/auth-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  timezone?: string;
}

/** The signed-in person, or null; `isLoading` until the first session lookup resolves (spec §4 "Auth"). */
export function useSession(): { user: SessionUser | null; isLoading: boolean; refetch: () => void } {
  const { data, isPending, refetch } = authClient.useSession();
  return { user: (data?.user as SessionUser | undefined) ?? null, isLoading: isPending, refetch };
}
