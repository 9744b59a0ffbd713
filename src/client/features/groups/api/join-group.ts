import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { GroupDetail } from '#shared/groups/groups.types';
import { ApiError, apiFetch } from '#client/lib/api-client';
import { queryClient } from '#client/lib/query-client';
import { showToast } from '#client/lib/toast';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/groups/:id/join: the signed-in person joins as a member (refused when already one). */
async function joinGroup(id: string): Promise<GroupDetail> {
  const group = await apiFetch<GroupDetail>(`/groups/${encodeURIComponent(id)}/join`, { method: 'POST' });
  queryClient.setQueryData(queryKeys.groups.detail(id), group);
  // lists, the card's member count and the group's members all changed
  await queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() });
  return group;
}

export function useJoinGroup() {
  return useMutation({ mutationFn: joinGroup });
}

/**
 * The join a signed-out visitor of an invite link asked for, done right after they signed in or up, with the
 * welcome of product-rules.md#after-sign-in. Whether they are in the group now. Never throws: a failed join is told,
 * and the person can try again from the link. Its texts are in the language shown when
 * it runs (no component asks).
 */
export async function joinPendingGroup(id: string): Promise<boolean> {
  try {
    await joinGroup(id).catch((error: unknown) => {
      // already in (joined meanwhile in another tab, or signed in as a member): what they asked for is done
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    });
    showToast({
      kind: 'success',
      message: i18n._(msg`Welcome! You've been automatically added to the group.`),
    });
  } catch {
    showToast({
      kind: 'error',
      message: i18n._(
        msg`Welcome! Unfortunately, we couldn't automatically add you to the group. You can try joining again.`,
      ),
    });
    return false;
  }
  return true;
}
