import { apiFetch } from '#client/lib/api-client';
import { browserTimeZone } from './browser-time-zone';

// A person who signed up in Lisbon and signs in from Tokyo has a new "today"; the server must know it.
export async function syncTimeZone(storedTimeZone: string | undefined) {
  const timezone = browserTimeZone();
  if (!timezone || timezone === storedTimeZone) return;
  try {
    await apiFetch('/me/timezone', { method: 'PUT', body: { timezone } });
  } catch (error) {
    // Signing in succeeded; the zone is sent again on the next sign-in.
    console.warn('Could not update the timezone after sign-in', error);
  }
}
