import { useQuery } from '@tanstack/react-query';
import { isClientError } from '#client/lib/api-client';
import { sessionQuery, type SessionUser } from '../api/get-session';

export type { SessionUser };

export interface Session {
  user: SessionUser | null;
  /** when the session ends (ISO timestamp), or null for a visitor */
  expiresAt: string | null;
  isLoading: boolean;
  /** the server could not say who is signed in (it or its database is out of reach, or the network is down) */
  isUnavailable: boolean;
  isRefetching: boolean;
  refetch: () => Promise<void>;
}

/**
 * The signed-in person, or null; `isLoading` only until the first session lookup resolves
 * (product-rules.md#sessions).
 */
export function useSession(): Session {
  const { data, isPending, error, isFetching, refetch } = useQuery(sessionQuery);
  return {
    user: data?.user ?? null,
    expiresAt: data?.session?.expiresAt ?? null,
    isLoading: isPending,
    isUnavailable: error !== null && !isClientError(error) && data === undefined,
    isRefetching: isFetching,
    refetch: async () => {
      await refetch();
    },
  };
}
