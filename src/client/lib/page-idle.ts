// "Once the page is idle": after its load event and its first screen's content are both there (a screen says so with
// markScreenShown; one that does not counts as shown 5 s after the load event), when the browser next has nothing to
// do. What the first screen does not need but the next tap may — a dialog, a popover — is loaded then, so it opens at
// once later, and offline too, without competing with the screen's own code and data (decision 067).
// The dashboard's useIsShownAfter is the other "after paint": a frame after that screen's content, on every visit, for
// parts of the screen itself (its board's table, its carousel). Both stay: waiting for an idle page would show those
// parts seconds later, and a frame after paint would have this page-wide code compete with a screen still loading.

const IDLE_TIMEOUT_MS = 3000;
const SCREEN_SHOWN_AT_LATEST_MS = 5000;

let isIdle = false;
let isLoaded = false;
let isScreenShown = false;
const waiting = new Set<() => void>();

function onIdle() {
  isIdle = true;
  for (const run of waiting) run();
  waiting.clear();
}

function scheduleWhenReady() {
  if (!isLoaded || !isScreenShown || isIdle) return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(onIdle, 0);
}

/** The first screen's content is on the page: what waits for an idle page may load after it. */
export function markScreenShown() {
  if (isScreenShown) return;
  isScreenShown = true;
  if (typeof window !== 'undefined') scheduleWhenReady();
}

if (typeof window !== 'undefined') {
  const onLoad = () => {
    isLoaded = true;
    setTimeout(markScreenShown, SCREEN_SHOWN_AT_LATEST_MS);
    scheduleWhenReady();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

/** Runs `run` once the page is idle (at once when it already is); never on the server (the landing prerender). */
export function whenPageIdle(run: () => void) {
  if (typeof window === 'undefined') return;
  if (isIdle) run();
  else waiting.add(run);
}
