// "Once the page is idle": after its load event, when the browser next has nothing to do (at most 3 s later). What
// the first screen does not need but the next tap may — a dialog, a toast, a popover — is loaded then, so it opens
// at once later, and offline too (decision 067).

const IDLE_TIMEOUT_MS = 3000;

let isIdle = false;
const waiting = new Set<() => void>();

function onIdle() {
  isIdle = true;
  for (const run of waiting) run();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  const schedule = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(onIdle, 0);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** Runs `run` once the page is idle (at once when it already is); never on the server (the landing prerender). */
export function whenPageIdle(run: () => void) {
  if (typeof window === 'undefined') return;
  if (isIdle) run();
  else waiting.add(run);
}

/** Whether the page has been idle once. */
export const isPageIdle = () => isIdle;
