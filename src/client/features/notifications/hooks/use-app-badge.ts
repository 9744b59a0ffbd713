import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon shows the unread count the bell polls (Badging API, where supported; the service
 * worker sets it too when a push arrives). Undefined while the count is not known yet: the badge is left alone.
 */
export function useAppBadge(unreadCount: number | undefined) {
  useEffect(() => {
    const badging = navigator as BadgingNavigator;
    if (unreadCount === undefined || !badging.setAppBadge || !badging.clearAppBadge) return;
    // a refusal (not installed, permission) changes nothing for the page
    const done = unreadCount > 0 ? badging.setAppBadge(unreadCount) : badging.clearAppBadge();
    done.catch(() => {});
  }, [unreadCount]);
}
