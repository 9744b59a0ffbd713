import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (the installed app, offline, updates: decision 028) registers once the page has loaded, from its
// own chunk, so it adds nothing to the landing page's first paint. `npm run dev` has no service worker.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => void import('./lib/register-service-worker').then((module) => module.registerServiceWorker()),
    { once: true },
  );
}
