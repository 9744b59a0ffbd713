// What the service worker keeps of the API for the installed app offline (decision 028): the last answer to each
// read a signed-in screen opens with, served only when the network fails, and marked so the page can say so.
// Shared by the service worker (src/client/service-worker/sw.ts) and the page.

export const LAST_LOADED_CACHE = 'api-last-loaded';

/** The header the service worker adds to an answer it takes from LAST_LOADED_CACHE instead of the network. */
export const LAST_LOADED_HEADER = 'X-HabitSprint-Last-Loaded';

// who is signed in (without it the app shows no signed-in screen), the dashboard with its Today panel, the
// challenges list and a challenge's page with its board
const KEPT_READS = [/^\/api\/auth\/get-session$/, /^\/api\/dashboard(\/|$)/, /^\/api\/challenges(\/|$)/];

export const isKeptRead = (pathname: string) => KEPT_READS.some((read) => read.test(pathname));

/**
 * Forgets every kept answer: called whenever who is signed in may change, so the next person on this browser is
 * never shown this one's data, offline included.
 */
export async function forgetLastLoadedData() {
  if ('caches' in globalThis) await caches.delete(LAST_LOADED_CACHE);
}
