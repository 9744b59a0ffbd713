import { isClientError } from '../../../lib/api-client';

/**
 * The toast for a refused check-in action: the server's own words for a refusal it explains ("You've already
 * checked in for …", "This challenge has ended. …"), else the spec's generic text.
 */
export function checkInFailureMessage(error: unknown, fallback: string): string {
  return isClientError(error) && error instanceof Error && error.message ? error.message : fallback;
}
