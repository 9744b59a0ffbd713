import { i18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { ApiError, apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { showToast } from '#client/lib/toast';
import { queryKeys } from '#client/lib/query-keys';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import {
  ALREADY_IN_CHALLENGE_MESSAGE,
  AUTO_JOIN_CHALLENGE_FAILED_MESSAGE,
  AUTO_JOINED_CHALLENGE_MESSAGE,
} from '../utils/challenge-messages';
import { challengeQuery } from './get-challenge';

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

/** Whether the signed-in person is already in the challenge (a refused join may be one they made before). */
async function isAlreadyIn(id: string): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(challengeQuery(id))).viewer.isParticipant;
  } catch {
    return false;
  }
}

/**
 * The join a signed-out visitor of a share link asked for, done right after they signed in or up, with the
 * welcome of product-rules.md#after-sign-in. Whether they are in the challenge now: someone who was already in is
 * told so and lands in it like a new participant. Never throws: a failed join is told, and the person goes to the
 * link's page, which shows the challenge as it is and lets them try again. Its toasts are in the language shown
 * when it answers (Lingui's i18n, as the screens read it).
 */
export async function joinPendingChallenge(id: string): Promise<boolean> {
  try {
    await joinChallenge(id);
    showToast({ kind: 'success', message: i18n._(AUTO_JOINED_CHALLENGE_MESSAGE) });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && (await isAlreadyIn(id))) {
      showToast({ kind: 'info', message: i18n._(ALREADY_IN_CHALLENGE_MESSAGE) });
      return true;
    }
    showToast({ kind: 'error', message: i18n._(AUTO_JOIN_CHALLENGE_FAILED_MESSAGE) });
    return false;
  }
}
