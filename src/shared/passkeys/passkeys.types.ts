import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';

// The JSON the passkey endpoints answer with (decision 089); the list comes with GET /api/account/security.

/** One of the person's passkeys as Settings lists it: never the key itself. */
export const passkeyAnswer = z.object({
  id: idAnswer(),
  /** the person's name for it; by default the browser and system it was added on, e.g. 'Chrome on Linux' */
  name: z.string().min(1),
  createdAt: instantAnswer(),
  /** the last sign-in with it; null until its first */
  lastUsedAt: instantAnswer().nullable(),
});
export type Passkey = z.infer<typeof passkeyAnswer>;

/** POST /api/auth/passkey/registration and PATCH /api/me/passkeys/{id} */
export const passkeySavedAnswer = z.object({ passkey: passkeyAnswer });
export type PasskeySaved = z.infer<typeof passkeySavedAnswer>;

/** POST /api/auth/sign-in/passkey: the session is in the cookie, never in the body */
export const passkeySignInAnswer = z.object({ user: z.object({ id: z.string().min(1) }) });
export type PasskeySignIn = z.infer<typeof passkeySignInAnswer>;

/**
 * Refusal codes of the passkey ceremonies, which the screens turn into their own words: the challenge expired or was
 * used, the authenticator's answer did not verify, the passkey is unknown here (removed, or from another site).
 */
export const PASSKEY_CODES = {
  challengeExpired: 'PASSKEY_CHALLENGE_EXPIRED',
  notVerified: 'PASSKEY_NOT_VERIFIED',
  unknown: 'PASSKEY_UNKNOWN',
} as const;
