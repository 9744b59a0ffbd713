/**
 * The service worker (the installed app, offline, updates: decision 028) registers once the page has loaded, from its
 * own chunk, so it adds nothing to a page's first paint. Both entries call it: the app's and the prerendered landing
 * page's (decision 050). `npm run dev` has no service worker.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD) return;
  const register = () =>
    void import('./register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
