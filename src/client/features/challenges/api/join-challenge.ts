import { useMutation } from '@tanstack/react-query';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { showToast } from '#client/lib/toast';
import { queryKeys } from '#client/lib/query-keys';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import {
  AUTO_JOIN_CHALLENGE_FAILED_MESSAGE,
  AUTO_JOINED_CHALLENGE_MESSAGE,
} from '../utils/challenge-messages';

/** POST /api/challenges/:id/join: the signed-in person joins (refused when full, ended or already joined). */
async function joinChallenge(id: string): Promise<ChallengeDetail> {
  const challenge = await apiFetch<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}/join`, {
    method: 'POST',
  });
  queryClient.setQueryData(queryKeys.challenges.detail(id), challenge);
  await refreshMyChallenges(queryClient);
  return challenge;
}

export function useJoinChallenge() {
  return useMutation({ mutationFn: joinChallenge });
}

/**
 * The join a signed-out visitor of a share link asked for, done right after they signed in or up, with the
 * welcome of product-rules.md#after-sign-in. Whether they are in the challenge now. Never throws: a failed join is
 * told, and the person goes to the link's page, which shows the challenge as it is and lets them try again.
 */
export async function joinPendingChallenge(id: string): Promise<boolean> {
  try {
    await joinChallenge(id);
    showToast({ kind: 'success', message: AUTO_JOINED_CHALLENGE_MESSAGE });
  } catch {
    showToast({
      kind: 'error',
      message: AUTO_JOIN_CHALLENGE_FAILED_MESSAGE,
    });
    return false;
  }
  return true;
}
