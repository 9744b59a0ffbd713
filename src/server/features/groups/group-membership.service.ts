import { canLeaveGroup } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { ADMIN_CANNOT_LEAVE } from '#shared/domain/group-roles';
import { conflict, DomainError, notFound } from '#server/lib/domain-error';
import { loadGroupForViewer } from './group-access';
import { groupMessages } from './group-messages';
import { getGroupDetail } from './groups.service';
import { lockGroupRow } from './group-members.queries';
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

/**
 * Never an admin (product-rules.md#group-roles): they step down while another admin remains, or delete the group.
 * The group's row is held first, as role changes and account deletion hold it, so a moderator made admin at that
 * moment (an admin deleting their account, decision 046) is refused rather than leaving a group without an admin.
 */
export async function leaveGroup(deps: Deps, actor: Actor, groupId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockGroupRow(tx, groupId);
    const { canSeeContent, role } = await loadGroupForViewer({ db: tx }, actor, groupId);
    // a private group is, to an outsider, as unknown as a missing one
    if (!canSeeContent) throw notFound(groupMessages.notFound);
    if (!role) throw conflict(groupMessages.notMember);
    // its own code: the screen words it as a titled toast in the reader's language, never by parsing the message
    if (!canLeaveGroup(role)) throw new DomainError(422, ADMIN_CANNOT_LEAVE, groupMessages.adminCannotLeave);
    if (!(await deleteMember(tx, groupId, actor.userId))) throw conflict(groupMessages.notMember);
  });
}
