import { msg } from '@lingui/core/macro';
import { Workbox } from 'workbox-window';
import { shownText } from './shown-text';
import { showToast } from './toast';

// An app left open for days still learns of a deployed version (the browser itself checks on navigations only).
const UPDATE_CHECK_MS = 60 * 60 * 1000;
// how long 'Reload' waits for the new version to take the page before it reloads anyway
const SWITCH_TIMEOUT_MS = 5000;

/**
 * Registers the service worker (src/client/service-worker/sw.ts) and tells the person when a new version waits:
 * it takes over only when they choose 'Reload', so a form they are filling in is never lost to an update, and the
 * notice comes back on every load until they do (decision 028).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    showToast({
      message: shownText(msg`A new version is available`),
      persistent: true,
      action: {
        label: shownText(msg`Reload`),
        onClick: () => void moveToTheWaitingVersion(),
      },
    });
  });
  void workbox.register().then(() => setInterval(() => void workbox.update(), UPDATE_CHECK_MS));
}

/**
 * Lets the waiting version take over and reloads the page on it. It asks the browser for the waiting worker at the
 * moment of the click rather than trusting what was known when the notice appeared, and reloads anyway when no
 * change of controller comes: 'Reload' always reloads, and a version still waiting brings the notice back.
 */
async function moveToTheWaitingVersion() {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(() => window.location.reload(), SWITCH_TIMEOUT_MS);
}
