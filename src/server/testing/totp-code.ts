import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

// What an authenticator app does with the secret two-step verification shows (decision 088), for the server tests
// and the journeys: the same OTP library better-auth checks codes with.

/** The secret, in base32 as people type it into an app, of an otpauth:// URI. */
export function secretOfTotpUri(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

const TOTP_PERIOD_MS = 30_000;

/**
 * The 6-digit code an authenticator app shows for a base32 secret (spaces, as the screen groups it, allowed): now, or
 * `stepsAhead` 30-second steps later. The server accepts the next step's code already, and takes each code once
 * (decision 088), so a test that enters a second code in the same half-minute uses the next one.
 */
export function totpCodeOf(base32Secret: string, stepsAhead: 0 | 1 = 0): Promise<string> {
  const key = base32.decode(base32Secret.replaceAll(' ', '').toUpperCase());
  return createOTP(key).hotp(Math.floor(Date.now() / TOTP_PERIOD_MS) + stepsAhead);
}
