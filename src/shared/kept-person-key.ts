/**
 * The localStorage key naming whose data this device keeps (src/client/lib/kept-queries.ts, decision 064): someone
 * was signed in here. The page's first-requests script reads it too, before any of the app's code has run.
 */
export const KEPT_PERSON_KEY = 'habitsprint-kept-person';
