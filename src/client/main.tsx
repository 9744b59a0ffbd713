import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { activateLocale, startingLocale } from './i18n/i18n';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker-after-load';

// The app shell: every page but the landing page, which is HTML from the build with its own entry
// (landing-main.tsx, decision 050).
// in the person's language from the first paint: English at once, another language once its catalogue is here (in
// English if that catalogue is out of reach: the screens must still draw)
void activateLocale(startingLocale())
  .catch(() => activateLocale(SOURCE_LOCALE))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

registerServiceWorkerAfterLoad();
