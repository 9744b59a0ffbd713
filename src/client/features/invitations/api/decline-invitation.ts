import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';

/** POST /api/invitations/:token/decline: the invitation is cancelled (the token is the capability). */
export function useDeclineInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<void>(`/invitations/${encodeURIComponent(token)}/decline`, { method: 'POST' }),
  });
}
