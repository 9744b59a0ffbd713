import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { twoStepRefusalOf } from './two-step-refusal';

/** What turning on gives, once: the authenticator app's otpauth:// address and the backup codes. */
export interface TwoStepSetUp {
  totpURI: string;
  backupCodes: string[];
}

/**
 * POST /api/auth/two-factor/enable: checks the password and makes a new secret and backup codes. Two-step
 * verification stays off until a code from the app confirms it (confirm-two-step.ts).
 */
async function turnOnTwoStep(password: string): Promise<TwoStepSetUp> {
  const { data, error } = await authClient.twoFactor.enable({ password, method: 'totp' });
  if (error || data?.method !== 'totp') throw twoStepRefusalOf(error);
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useTurnOnTwoStep() {
  return useMutation({ mutationFn: turnOnTwoStep });
}
