import { useMutation } from '@tanstack/react-query';
import type { Profile } from '#shared/profile/profile.types';
import { apiFetch } from '#client/lib/api-client';
import { useStoreProfile } from './get-profile';

/** DELETE /api/me/avatar: back to the initials. */
export function useRemoveAvatar() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: () => apiFetch<Profile>('/me/avatar', { method: 'DELETE' }),
    onSuccess: storeProfile,
  });
}
