import { LAST_LOADED_HEADER } from './last-loaded-data';

// Whether the screen may be showing what was last loaded rather than what is on the server: the browser says it is
// offline, or the latest API answer came from the service worker's kept copy (the network failed without the
// browser noticing). A fresh answer from the server ends it.
let isLastAnswerKept = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by apiFetch with every answer it gets. */
export function noteApiAnswer(response: Response) {
  const isKept = response.headers.has(LAST_LOADED_HEADER);
  if (isKept === isLastAnswerKept) return;
  isLastAnswerKept = isKept;
  notify();
}

export function subscribeToOfflineStatus(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isShowingLastLoaded = () => !navigator.onLine || isLastAnswerKept;
