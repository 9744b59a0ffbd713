import { useMutation } from '@tanstack/react-query';
import type { ProfileSettingsInput } from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';
import { apiFetch } from '#client/lib/api-client';
import { useStoreProfile } from './get-profile';

/** PATCH /api/me: only the fields sent change. */
export function useUpdateProfile() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (input: ProfileSettingsInput) => apiFetch<Profile>('/me', { method: 'PATCH', body: input }),
    onSuccess: storeProfile,
  });
}
