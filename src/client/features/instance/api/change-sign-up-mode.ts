import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpModeAnswer } from '#shared/instance/instance.types';
import type { SignUpMode } from '#shared/instance/sign-up-modes';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { INSTANCE_API } from './instance-api-path';
import { updateOverview } from './update-overview';

/** PUT /api/admin/instance/sign-up-mode: shown at once, put back on failure. */
export function useChangeSignUpMode() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    scope: { id: 'sign-up-mode' },
    mutationFn: ({ mode }: { mode: SignUpMode; previous: SignUpMode }) =>
      apiFetch<SignUpModeAnswer>(`${INSTANCE_API}/sign-up-mode`, { method: 'PUT', body: { mode } }),
    onMutate: async ({ mode }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.instance.overview() });
      updateOverview(queryClient, (overview) => ({ ...overview, signUpMode: mode }));
    },
    onError: (_error, { previous }) =>
      updateOverview(queryClient, (overview) => ({ ...overview, signUpMode: previous })),
    // the public settings carry the mode too (the sign-up screen's notice)
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appConfig() }),
  });
}
