import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '#shared/waitlist/waitlist.schemas';
import { apiFetch } from '#client/lib/api-client';

export interface JoinWaitlistResult {
  feature: string;
  joined: true;
}

/** POST /api/waitlist: one entry per e-mail and feature; joining again updates the entry. */
export const joinWaitlist = (input: WaitlistInput) =>
  apiFetch<JoinWaitlistResult>('/waitlist', { method: 'POST', body: input });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
