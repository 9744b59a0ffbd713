import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '#shared/waitlist/waitlist.schemas';
import type { JoinWaitlistResult } from '#shared/waitlist/waitlist.types';
import { apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';

/** POST /api/waitlist: one entry per e-mail and feature; joining again updates the entry. */
export const joinWaitlist = (input: WaitlistInput) =>
  apiFetch<JoinWaitlistResult>('/waitlist', { method: 'POST', body: input });

// The app's one client passed explicitly: the dialog also opens on the prerendered landing page, which has no
// QueryClientProvider (decision 050).
export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist }, queryClient);
}
