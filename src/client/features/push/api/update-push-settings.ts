import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettingsInput } from '#shared/push/push.schemas';
import type { PushSettings } from '#shared/push/push.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** PATCH /api/me/push-settings: only the fields sent change. */
export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushSettingsInput) =>
      apiFetch<PushSettings>('/me/push-settings', { method: 'PATCH', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.push.settings(), settings),
  });
}
