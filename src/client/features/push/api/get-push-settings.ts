import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSettings } from '../../../../shared/push/push.schemas';
import { apiFetch } from '../../../lib/api-client';

export const PUSH_SETTINGS_QUERY_KEY = ['push', 'settings'] as const;

/** GET /api/me/push-settings: which kinds reach the person's devices, and their quiet hours. */
export const pushSettingsQuery = queryOptions({
  queryKey: PUSH_SETTINGS_QUERY_KEY,
  queryFn: () => apiFetch<PushSettings>('/me/push-settings'),
});

export function usePushSettings() {
  return useQuery(pushSettingsQuery);
}
