import { useMutation } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { twoStepRefusalOf } from './two-step-refusal';

/** POST /api/auth/two-factor/generate-backup-codes: ten new codes for the password; the old ones stop working. */
async function newBackupCodes(password: string): Promise<string[]> {
  const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
  if (error || !data) throw twoStepRefusalOf(error);
  return data.backupCodes;
}

export function useNewBackupCodes() {
  return useMutation({ mutationFn: newBackupCodes });
}
