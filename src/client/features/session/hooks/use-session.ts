import { useQuery } from '@tanstack/react-query';
import { sessionQuery, type SessionUser } from '../api/get-session';

export type { SessionUser };

/** The signed-in person, or null; `isLoading` only until the first session lookup resolves (spec §4 "Auth"). */
export function useSession(): { user: SessionUser | null; isLoading: boolean; refetch: () => Promise<void> } {
  const { data, isPending, refetch } = useQuery(sessionQuery);
  return {
    user: data?.user ?? null,
    isLoading: isPending,
    refetch: async () => {
      await refetch();
    },
  };
}
