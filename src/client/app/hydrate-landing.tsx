import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorkerAfterLoad } from '../lib/register-service-worker-after-load';
import { LandingApp } from './landing-app';

/**
 * React attaches to the prerendered landing page instead of drawing it again (decision 050). As a transition,
 * hydration yields to the browser every few milliseconds instead of holding the main thread in one long task.
 */
export function hydrateLanding() {
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <LandingApp />);
  });
  registerServiceWorkerAfterLoad();
}
