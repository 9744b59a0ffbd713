import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker-after-load';

// The app shell: every page but the landing page, which is HTML from the build with its own entry
// (landing-main.tsx, decision 050).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
