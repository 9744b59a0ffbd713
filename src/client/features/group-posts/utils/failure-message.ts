import { isClientError } from '../../../lib/api-client';

/**
 * Spec §8 "Group detail": failures without their own text show the error's message — the server's words for a
 * refusal it explains ('Post cannot be empty', 'Images must be at most 5 MB.'), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isClientError(error) && error instanceof Error && error.message ? error.message : fallback;
}
