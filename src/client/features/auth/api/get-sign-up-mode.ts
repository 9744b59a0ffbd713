import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#shared/app-config/app-config.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * How people join this HabitSprint (product-rules.md#sign-up-modes), from the public settings: the sign-up screen
 * says so before anyone fills the form. Asked again after a minute, as a site administrator may change it.
 */
export function useSignUpMode() {
  return useQuery({ ...publicSettings, select: (config) => config.signUpMode });
}

/**
 * Single sign-on with the server's OpenID Connect provider (product-rules.md#single-sign-on): its name, null when off.
 * From the same request as the sign-up mode.
 */
export function useSingleSignOn() {
  return useQuery({ ...publicSettings, select: (config) => config.singleSignOn });
}

const publicSettings = {
  queryKey: queryKeys.appConfig(),
  queryFn: () => apiFetch<AppConfig>('/config'),
  staleTime: 60_000,
};
