import { KEPT_PERSON_KEY } from '#shared/kept-person-key';

/**
 * Whether someone was signed in on this device (their data is kept: kept-queries.ts). Read before the session is
 * known, to draw the right loading shell: a device that keeps no person is most likely a visitor's, who is about to
 * be sent to sign in and should not glimpse the signed-in header and tab bar. Storage refused: nothing is known, and
 * the signed-in shell stays the guess, as before.
 */
export function isPersonKept(): boolean {
  try {
    return localStorage.getItem(KEPT_PERSON_KEY) !== null;
  } catch {
    return true;
  }
}
