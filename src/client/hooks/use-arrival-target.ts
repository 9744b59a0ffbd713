import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * When a page is opened for one part of it (`#{id}` in the URL, e.g. a challenge just started, opened at its
 * check-in), brings that part to the top of the screen and puts focus on it, once. The page itself keeps its
 * normal order; only the arrival is different.
 */
export function useArrivalTarget(id: string, target: RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  const isTarget = hash === `#${id}`;
  useEffect(() => {
    if (!isTarget || !target.current) return;
    target.current.scrollIntoView({ block: 'start' });
    target.current.focus({ preventScroll: true });
  }, [isTarget, target]);
}
