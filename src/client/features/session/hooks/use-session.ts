import { useQuery } from '@tanstack/react-query';
import { sessionQuery, type SessionUser } from '../api/get-session';

export type { SessionUser };

export interface Session {
  user: SessionUser | null;
  /** when the session ends (ISO timestamp), or null for a visitor */
  expiresAt: string | null;
  isLoading: boolean;
  refetch: () => Promise<void>;
}

/** The signed-in person, or null; `isLoading` only until the first session lookup resolves (spec §4 "Auth"). */
export function useSession(): Session {
  const { data, isPending, refetch } = useQuery(sessionQuery);
  return {
    user: data?.user ?? null,
    expiresAt: data?.session?.expiresAt ?? null,
    isLoading: isPending,
    refetch: async () => {
      await refetch();
    },
  };
}
