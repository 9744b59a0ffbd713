import { type ComponentProps, type ComponentType, createElement, lazy, useSyncExternalStore } from 'react';
import { whenPageIdle } from './page-idle';

/** What a part's stand-in may do: ask for the part's code again (a 'Try again' button). */
export interface UnavailablePartProps {
  retry: () => void;
}

/**
 * React's `lazy`, with its code also asked for once the page is idle (page-idle.ts): off the first screen's path, yet
 * already there when the person first opens it, online or not (decision 067). If that early load failed (offline),
 * the first render that needs the component asks again; if that fails too, `unavailable` is drawn in its place (by
 * default nothing) rather than the screen giving way to the error page. React's `lazy` keeps what its first load gave
 * for good, so a failed part gets a new `lazy` to ask again: when the browser comes back online, or when the stand-in
 * calls `retry` — no page reload either way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the component's props are whatever it declares
export function lazyAfterPaint<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  unavailable: ComponentType<UnavailablePartProps> = () => null,
): ComponentType<ComponentProps<T>> {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  let hasFailed = false;
  const drawn = new Set<() => void>();
  const StandIn = () => createElement(unavailable, { retry });
  const lazyPart = () =>
    lazy(() =>
      loadOnce().catch(() => {
        hasFailed = true;
        return { default: StandIn as unknown as T };
      }),
    );
  let part = lazyPart();

  function retry() {
    if (!hasFailed) return;
    hasFailed = false;
    part = lazyPart();
    for (const redraw of drawn) redraw();
  }

  const subscribe = (redraw: () => void) => {
    drawn.add(redraw);
    return () => drawn.delete(redraw);
  };
  const currentPart = () => part;

  whenPageIdle(() => void loadOnce().catch(() => undefined));
  if (typeof window !== 'undefined') window.addEventListener('online', retry);

  return function LazyAfterPaint(props: ComponentProps<T>) {
    const Part = useSyncExternalStore(subscribe, currentPart, currentPart);
    return createElement(Part, props);
  };
}
