import { useMutation } from '@tanstack/react-query';
import type { Profile } from '#shared/profile/profile.types';
import { apiFetch } from '#client/lib/api-client';
import { useStoreProfile } from './get-profile';

/** POST /api/me/avatar (multipart, field `avatar`): the server checks the content and re-encodes it. */
export function useUploadAvatar() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return apiFetch<Profile>('/me/avatar', { method: 'POST', body });
    },
    onSuccess: storeProfile,
  });
}
