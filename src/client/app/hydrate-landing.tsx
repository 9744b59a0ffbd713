import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { activateLocale } from '#client/i18n/i18n';
import { registerServiceWorkerAfterLoad } from '../lib/register-service-worker-after-load';
import { LandingApp } from './landing-app';

/**
 * React attaches to the prerendered landing page instead of drawing it again (decision 050). As a transition,
 * hydration yields to the browser every few milliseconds instead of holding the main thread in one long task.
 */
export async function hydrateLanding() {
  // the page was drawn in its `<html lang>` (the server chose it): React attaches in the same words
  const lang = document.documentElement.lang;
  await activateLocale(isLocale(lang) ? lang : SOURCE_LOCALE).catch(() => activateLocale(SOURCE_LOCALE));
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <LandingApp />);
  });
  registerServiceWorkerAfterLoad();
}
