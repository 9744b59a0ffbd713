import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to draw its heading (a lazy route, then its data) before we stop waiting. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a client-side navigation to another path, moves focus to the new screen's main heading, so a screen reader
 * announces where the person landed and the next Tab starts from the top of the page (a full page load does the same
 * by itself). Not on the first load, and not when only the query string changes (a tab of the same screen). Not
 * either when the link names a part of the page (`#id`): that part takes focus itself (use-arrival-target.ts).
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const hasArrivalTarget = hash !== '';
  const shownPathname = useRef(pathname);
  const stopWaiting = useRef<() => void>(undefined);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    stopWaiting.current?.();
    stopWaiting.current = hasArrivalTarget ? undefined : focusHeadingWhenShown();
  }, [pathname, hasArrivalTarget]);

  useEffect(() => () => stopWaiting.current?.(), []);
}

/**
 * Focuses the page's h1 as soon as it is drawn, and again if a loading screen's heading is replaced by the real one.
 * Stops at the first sign of the person acting (a key, a tap) or when something else takes focus (a field that
 * focuses itself), so it never pulls focus away from what they chose.
 */
function focusHeadingWhenShown(): () => void {
  const focusAtStart = document.activeElement;
  let heading: HTMLElement | null = null;

  const focusHeading = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== focusAtStart && active !== heading) return stop();
    if (heading?.isConnected && active === heading) return;
    heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // a heading is not focusable by default; -1 keeps it out of the Tab order
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // the scroll position is the router's to set (ScrollRestoration in the page frame)
    heading.focus({ preventScroll: true });
  };

  const observer = new MutationObserver(focusHeading);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  focusHeading();

  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  return stop;
}
