import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { mutationKeys } from '#client/lib/query-keys';
import { AuthFailureError, signInCodeFailure } from './auth-failures';
import { syncTimeZone } from './sync-time-zone';

export interface SignInCodeInput {
  /** a code the authenticator app shows, or one of the backup codes */
  kind: 'app' | 'backup';
  code: string;
  /** skip the code on this browser for 30 days (decision 088) */
  trustDevice: boolean;
}

/**
 * POST /api/auth/two-factor/verify-totp or verify-backup-code: the second step of a sign-in with two-step
 * verification on, after the password (the signed cookie of that step says whose).
 */
async function verifySignInCode({ kind, code, trustDevice }: SignInCodeInput) {
  const { data, error } =
    kind === 'app'
      ? await authClient.twoFactor.verifyTotp({ code, trustDevice })
      : await authClient.twoFactor.verifyBackupCode({ code, trustDevice });
  if (error || !data) throw new AuthFailureError(signInCodeFailure(error, kind));
  await syncTimeZone((data.user as { timezone?: string }).timezone);
}

export function useVerifySignInCode() {
  return useMutation({ mutationKey: mutationKeys.auth.signInCode(), mutationFn: verifySignInCode });
}
