/// <reference lib="webworker" />
// The service worker of the installed app (decision 028), built by vite-plugin-pwa (injectManifest): Workbox
// replaces self.__WB_MANIFEST with the build's files and their revisions.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { landingPageFile } from '#shared/i18n/landing-page-file';
import { isLocale, type Locale } from '#shared/i18n/locales';
import { negotiateLocale } from '#shared/i18n/negotiate-locale';
import { isKeptRead, LAST_LOADED_CACHE, LAST_LOADED_HEADER } from '../lib/last-loaded-data';
import {
  forgetPendingCheckIn,
  keepPendingCheckIn,
  pendingCheckInsOf,
} from '../features/check-ins/offline/outbox';
import { registerOutboxSync, type SyncScope } from './outbox-sync';
import { type PushWorkerScope, registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  /** the Cookie Store API (Chromium's workers have it; others fall back to the browser's languages) */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** The language the screens last showed on this device (the `locale` cookie), else the best of the browser's. */
async function visitorsLocale(): Promise<Locale> {
  const shown = (await self.cookieStore?.get('locale').catch(() => null))?.value;
  return isLocale(shown) ? shown : negotiateLocale(navigator.languages ?? [navigator.language]);
}

// The app shell and every hashed asset: the installed app opens without the network. '/' and '/landing' are no
// precached file's URL (no directory index, no clean URLs): the route below answers them with the landing page in
// the visitor's language.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first version takes the open page at once, so what it loads is kept for offline from the first visit. (A later
// version only activates when the person chooses 'Reload', and the page reloads then.)
clientsClaim();

// The landing page, with any query ('/?ref=…', a campaign's utm_ parameters), opens on the prerendered page
// (decision 050) in the language the screens last showed (their cookie), else the browser's (decision 079), as the
// server answers it. The first matching route wins, so this one comes before the app shell's.
registerRoute(
  new NavigationRoute(
    async () =>
      (await matchPrecache(`/${landingPageFile(await visitorsLocale())}`)) ??
      (await matchPrecache('/landing.html')) ??
      Response.error(),
    { allowlist: [/^\/(landing)?(\?|$)/] },
  ),
);
// Every other SPA path opens on the precached app shell; the API and the local outbox are never pages of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }),
);

// The reads a signed-in screen opens with: always from the network, the last answer only when it fails, with a
// header so the page can say it is showing what was last loaded. The page forgets them when who is signed in
// changes (forgetLastLoadedData).
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isKeptRead(url.pathname),
  new NetworkFirst({
    cacheName: LAST_LOADED_CACHE,
    plugins: [
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(LAST_LOADED_HEADER, 'true');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

// A new version waits until the person chooses 'Reload' (src/client/lib/register-service-worker.ts), which posts
// this message to the waiting worker.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Other parts of the service worker, one module per concern.
// Web Push: show a notification, open its destination on a click (decision 029); a reminder's actions answer from
// the notification, kept in the device's outbox without a network (issue 28).
registerPushHandlers(self as unknown as PushWorkerScope, { keep: keepPendingCheckIn });
// Background Sync: that outbox is sent once the browser is back online, with no page open.
registerOutboxSync(self as unknown as SyncScope, {
  pendingOf: pendingCheckInsOf,
  forget: forgetPendingCheckIn,
});
