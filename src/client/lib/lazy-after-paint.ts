import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { whenPageIdle } from './page-idle';

/**
 * React's `lazy`, with its code also asked for once the page is idle (page-idle.ts): off the first screen's path, yet
 * already there when the person first opens it, online or not (decision 067). If that early load failed (offline),
 * the first render that needs the component asks again; if that fails too, `unavailable` is drawn in its place (by
 * default nothing) rather than the screen giving way to the error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the component's props are whatever it declares
export function lazyAfterPaint<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  unavailable: ComponentType = () => null,
): LazyExoticComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  whenPageIdle(() => void loadOnce().catch(() => undefined));
  return lazy(() => loadOnce().catch(() => ({ default: unavailable as T })));
}
