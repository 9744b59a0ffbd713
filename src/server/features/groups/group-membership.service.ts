import { canLeaveGroup } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { conflict, notFound, unprocessable } from '#server/lib/domain-error';
import { loadGroupForViewer } from './group-access';
import { groupMessages } from './group-messages';
import { getGroupDetail } from './groups.service';
import { deleteMember, insertMembers } from './groups.queries';

/**
 * Anyone with the link may join, a private group too (product-rules.md#groups: Join Group for non-members, the
 * join-group page); joiners are members (#group-roles). Two joins at once leave one membership: the second finds it
 * taken (409).
 */
export async function joinGroup(deps: Deps, actor: Actor, groupId: string): Promise<GroupDetail> {
  const { role } = await loadGroupForViewer(deps, actor, groupId);
  if (role) throw conflict(groupMessages.alreadyMember);
  const joined = await insertMembers(
    deps.db,
    groupId,
    [{ userId: actor.userId, role: 'member' }],
    deps.clock.now(),
  );
  if (joined.length === 0) throw conflict(groupMessages.alreadyMember);
  return getGroupDetail(deps, actor, groupId);
}

/** Never an admin (product-rules.md#group-roles): they step down while another admin remains, or delete the group. */
export async function leaveGroup(deps: Deps, actor: Actor, groupId: string): Promise<void> {
  const { canSeeContent, role } = await loadGroupForViewer(deps, actor, groupId);
  // a private group is, to an outsider, as unknown as a missing one
  if (!canSeeContent) throw notFound(groupMessages.notFound);
  if (!role) throw conflict(groupMessages.notMember);
  if (!canLeaveGroup(role)) throw unprocessable(groupMessages.adminCannotLeave);
  if (!(await deleteMember(deps.db, groupId, actor.userId))) throw conflict(groupMessages.notMember);
}
