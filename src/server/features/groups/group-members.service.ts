import { canManageMember, canAssignRole, canModerate, type GroupRole } from '#shared/domain/group-roles';
import type { GroupMember } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { conflict, forbidden, notFound, unprocessable } from '#server/lib/domain-error';
import { addedToGroup } from '#server/features/notifications/notification-messages';
import { createNotification } from '#server/features/notifications/notifications.service';
import { refuseIfBlockedBy } from '#server/features/blocks/block-access';
import { blockMessages } from '#server/features/blocks/blocks-messages';
import { requireGroupContent, requireGroupRole } from './group-access';
import { groupMessages, memberMessages } from './group-messages';
import {
  countAdmins,
  findGroupMember,
  listGroupMembers,
  lockGroupRow,
  updateMemberRole,
} from './group-members.queries';
import { deleteMember, findExistingUserIds, insertMembers } from './groups.queries';

/** product-rules.md#group-roles: the Members tab, for a public group's visitors and a private group's members. */
export async function listMembers(deps: Deps, actor: Actor, groupId: string): Promise<GroupMember[]> {
  await requireGroupContent(deps, actor, groupId);
  return listGroupMembers(deps.db, groupId);
}

/**
 * Moderators and admins add someone found by the user search, but not someone who blocked them
 * (product-rules.md#blocking); the person is told ('group_added').
 */
export async function addMember(
  deps: Deps,
  actor: Actor,
  groupId: string,
  userId: string,
): Promise<GroupMember> {
  const { group } = await requireGroupRole(deps, actor, groupId, canModerate, memberMessages.addNotManager);
  if ((await findExistingUserIds(deps.db, [userId])).length === 0)
    throw notFound(memberMessages.userNotFound);
  await refuseIfBlockedBy(deps.db, userId, actor.userId, blockMessages.cannotAdd);
  return deps.db.transaction(async (tx) => {
    const added = await insertMembers(tx, groupId, [{ userId, role: 'member' }], deps.clock.now());
    if (added.length === 0) throw conflict(memberMessages.alreadyMember);
    await createNotification(tx, { userId, type: 'group_added', groupId, ...addedToGroup(group.name) });
    return (await findGroupMember(tx, groupId, userId))!;
  });
}

/**
 * product-rules.md#group-roles: managers change the roles of others who are not admins, and only admins make admins.
 * An admin may step down (to moderator or member) while another admin remains, so a group is never left without one.
 */
export async function changeMemberRole(
  deps: Deps,
  actor: Actor,
  groupId: string,
  targetUserId: string,
  role: GroupRole,
): Promise<GroupMember> {
  return inLockedGroup(deps, actor, groupId, async (tx, viewerRole) => {
    if (targetUserId === actor.userId) {
      if (viewerRole !== 'admin') throw forbidden(memberMessages.changeOwnRole);
      // the lock makes this count final until commit: a second admin stepping down waits, then sees one admin
      if (role !== 'admin' && (await countAdmins(tx, groupId)) < 2) {
        throw unprocessable(memberMessages.lastAdmin);
      }
    } else {
      if (!canModerate(viewerRole)) throw forbidden(memberMessages.changeNotManager);
      const target = await findGroupMember(tx, groupId, targetUserId);
      if (!target) throw notFound(memberMessages.memberNotFound);
      if (
        !canManageMember({ userId: actor.userId, role: viewerRole }, { userId: target.id, role: target.role })
      ) {
        throw forbidden(memberMessages.changeAdmin);
      }
      if (!canAssignRole(viewerRole, role)) throw forbidden(memberMessages.onlyAdminsMakeAdmins);
    }
    await updateMemberRole(tx, groupId, targetUserId, role);
    return (await findGroupMember(tx, groupId, targetUserId))!;
  });
}

/** Managers remove others who are not admins; what the person posted stays in the group. */
export async function removeMember(deps: Deps, actor: Actor, groupId: string, targetUserId: string) {
  await inLockedGroup(deps, actor, groupId, async (tx, viewerRole) => {
    if (targetUserId === actor.userId) throw forbidden(memberMessages.removeSelf);
    if (!canModerate(viewerRole)) throw forbidden(memberMessages.removeNotManager);
    const target = await findGroupMember(tx, groupId, targetUserId);
    if (!target) throw notFound(memberMessages.memberNotFound);
    if (
      !canManageMember({ userId: actor.userId, role: viewerRole }, { userId: target.id, role: target.role })
    ) {
      throw forbidden(memberMessages.removeAdmin);
    }
    await deleteMember(tx, groupId, targetUserId);
  });
}

/**
 * Membership changes of one group, one at a time: the group row is locked first, then the viewer's role is read
 * (so a role changed meanwhile is seen), with the content rule (404 for outsiders of a private group).
 */
function inLockedGroup<T>(
  deps: Deps,
  actor: Actor,
  groupId: string,
  change: (tx: Database, viewerRole: GroupRole | null) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockGroupRow(tx, groupId))) throw notFound(groupMessages.notFound);
    const { role } = await requireGroupContent({ db: tx }, actor, groupId);
    return change(tx, role);
  });
}
