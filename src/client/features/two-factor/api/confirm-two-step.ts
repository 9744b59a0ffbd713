import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '#client/lib/auth-client';
import { queryKeys } from '#client/lib/query-keys';
import { twoStepRefusalOf } from './two-step-refusal';

/** POST /api/auth/two-factor/verify-totp, signed in: the first right code from the app turns two-step on. */
async function confirmTwoStep(code: string) {
  const { error } = await authClient.twoFactor.verifyTotp({ code });
  if (error) throw twoStepRefusalOf(error);
}

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    // the section says it is on; the device list shows this device's new session
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security() }),
  });
}
