import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSettings } from '#shared/push/push.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/me/push-settings: which kinds reach the person's devices, and their quiet hours. */
export const pushSettingsQuery = queryOptions({
  queryKey: queryKeys.push.settings(),
  queryFn: () => apiFetch<PushSettings>('/me/push-settings'),
});

export function usePushSettings() {
  return useQuery(pushSettingsQuery);
}
