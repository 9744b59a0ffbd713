import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon shows the person's check-ins still open today (issue 28; Badging API, where supported),
 * not the bell's unread count: the dashboard sets it when its Today panel loads and the service worker when a push
 * arrives. Undefined while the count is not known yet: the badge is left alone.
 */
export function useAppBadge(count: number | undefined) {
  useEffect(() => {
    const badging = navigator as BadgingNavigator;
    if (count === undefined || !badging.setAppBadge || !badging.clearAppBadge) return;
    // a refusal (not installed, permission) changes nothing for the page
    const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge();
    done.catch(() => {});
  }, [count]);
}
