import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { queryKeys } from '#client/lib/query-keys';
import { twoStepRefusalOf } from './two-step-refusal';

/** POST /api/auth/two-factor/disable: for the password, removes the secret and the backup codes. */
async function turnOffTwoStep(password: string) {
  const { error } = await authClient.twoFactor.disable({ password });
  if (error) throw twoStepRefusalOf(error);
}

export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
