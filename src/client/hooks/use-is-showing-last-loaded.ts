import { useSyncExternalStore } from 'react';
import { isShowingLastLoaded, subscribeToOfflineStatus } from '../lib/offline-status';

/** True while the screen may show what was last loaded rather than the server's current data (offline). */
export function useIsShowingLastLoaded() {
  return useSyncExternalStore(subscribeToOfflineStatus, isShowingLastLoaded);
}
