import { useState } from 'react';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { isReadOutOfReach } from '#client/lib/out-of-reach';
import { useDashboardLeaderboard } from '../api/get-dashboard-leaderboard';

/**
 * Which active challenge's board the dashboard shows (product-rules.md#dashboard): by default the one with the
 * nearest end date, whose top 3 the dashboard response already carries; another one picked is fetched on its own.
 */
export function useLeaderboardSelection(dashboard: Dashboard | undefined) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const active = dashboard?.active ?? [];
  const includedBoard = dashboard?.leaderboard ?? null;
  // a picked challenge that is no longer active (the dashboard was refreshed) falls back to the default
  const isPickedActive = pickedId !== null && active.some((challenge) => challenge.id === pickedId);
  const selectedId = isPickedActive ? pickedId : (includedBoard?.challengeId ?? active[0]?.id ?? null);
  const needsOwnRequest = selectedId !== null && selectedId !== includedBoard?.challengeId;
  const picked = useDashboardLeaderboard(needsOwnRequest ? selectedId : null);

  return {
    selectedId,
    select: setPickedId,
    leaderboard: needsOwnRequest ? (picked.data ?? null) : includedBoard,
    isLoading: needsOwnRequest && picked.isPending,
    isError: needsOwnRequest && picked.isError,
    /** the picked board's read got no answer and nothing is kept: said at once, with a retry (decision 065) */
    isOutOfReach: needsOwnRequest && isReadOutOfReach(picked),
    retry: () => void picked.refetch(),
  };
}
