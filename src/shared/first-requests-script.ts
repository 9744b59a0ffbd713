import { KEPT_PERSON_KEY } from './kept-person-key';

/**
 * The app shell's first data requests, started by the HTML itself while the JavaScript is still downloading
 * (decision 067): the session read on every page, and on /dashboard the dashboard's one request. They are the same
 * requests the client's API client makes (`apiFetch`: same URL, a plain GET with the page's cookies), kept on
 * `window[FIRST_REQUESTS_GLOBAL]` by their API path; the client takes each answer once instead of asking again
 * (src/client/lib/first-requests.ts). Inline for the same reason as the colour-scheme script (decision 050), and
 * allowed by its hash in the Content-Security-Policy. A failed request is marked handled here so it never shows as an
 * unhandled rejection: whoever takes it still sees the failure. The screen's request is made only where this device
 * keeps someone's data (someone was signed in here): a visitor's browser is never sent a 401 it did not ask for.
 */
export const FIRST_REQUESTS_GLOBAL = '__habitsprintFirstRequests';

/** The page paths whose screen starts with more than the session read, and the API path it asks for. */
export const FIRST_SCREEN_REQUESTS: Readonly<Record<string, string>> = { '/dashboard': '/dashboard' };

export const FIRST_REQUESTS_SCRIPT =
  `try{var w=window.${FIRST_REQUESTS_GLOBAL}={},s=${JSON.stringify(FIRST_SCREEN_REQUESTS)}[location.pathname],` +
  "g=function(p){var r=fetch('/api'+p,{credentials:'same-origin'});r.catch(function(){});w[p]=r};" +
  `g('/auth/get-session');if(s&&localStorage.getItem('${KEPT_PERSON_KEY}'))g(s)}catch(e){}`;
