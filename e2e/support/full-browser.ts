/**
 * The tag of a journey that runs in the full Chromium rather than its headless shell (playwright.config.ts, decision
 * 075): one about push (the shell has no push messaging, so the app offers no push prompt and a service worker shows
 * no notification), or about installability (the shell answers every page with an empty list of installability
 * errors, so that check would pass whatever the page).
 */
export const FULL_BROWSER = '@full-browser';
