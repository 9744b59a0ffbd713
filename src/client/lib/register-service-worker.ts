import { Workbox } from 'workbox-window';
import { showToast } from './toast';

// An app left open for days still learns of a deployed version (the browser itself checks on navigations only).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

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
      message: 'A new version is available',
      persistent: true,
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  void workbox.register().then(() => setInterval(() => void workbox.update(), UPDATE_CHECK_MS));
}
