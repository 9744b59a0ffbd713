import type { z } from 'zod';
import { canEditGroup } from '#shared/domain/group-roles';
import {
  type createGroupSchema,
  DISCOVER_LIMIT,
  type updateGroupSchema,
} from '#shared/groups/groups.schemas';
import type { CreatedGroup, GroupDetail, GroupLists, PublicGroupCard } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { addedToGroup } from '#server/features/notifications/notification-messages';
import { createNotifications } from '#server/features/notifications/notifications.service';
import { requireGroupRole } from './group-access';
import { listDiscoverGroups, listMyGroups } from './group-discovery.queries';
import { groupMessages } from './group-messages';
import { toGroupDetail, toGroupListItem, toPublicGroupCard } from './group-view';
import {
  deleteGroupRow,
  findExistingUserIds,
  findGroupDetail,
  findPublicGroupCard,
  insertGroup,
  insertMembers,
  updateGroupFields,
} from './groups.queries';

type CreateGroup = z.output<typeof createGroupSchema>;
type UpdateGroup = z.output<typeof updateGroupSchema>;

/** Discovery ranks by what happened in this many days (members joined, posts written). */
export const DISCOVER_ACTIVITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'My Groups' and 'Discover (Top 10)', both narrowed by the search text when there is one. */
export async function listGroups(deps: Deps, actor: Actor, search: string | undefined): Promise<GroupLists> {
  const text = search || undefined;
  const since = new Date(deps.clock.now().getTime() - DISCOVER_ACTIVITY_DAYS * DAY_MS);
  const [mine, discover] = await Promise.all([
    listMyGroups(deps.db, actor.userId, text),
    listDiscoverGroups(deps.db, { userId: actor.userId, search: text, since, limit: DISCOVER_LIMIT }),
  ]);
  return {
    myGroups: mine.map(toGroupListItem),
    discover: discover.map((row, index) => ({
      ...toGroupListItem({ ...row, viewerRole: null }),
      rank: index + 1,
    })),
  };
}

/**
 * Anyone with the link, signed out too, sees the card, of a private group as well (product-rules.md#groups join-group
 * page), and who created the group: the link carries no sharer, so the page names the one person it can vouch for.
 */
export async function getGroupCard(deps: Deps, groupId: string): Promise<PublicGroupCard> {
  const row = await findPublicGroupCard(deps.db, groupId);
  if (!row) throw notFound(groupMessages.notFound);
  return toPublicGroupCard(row);
}

/** Every signed-in person sees the card; `canSeeContent` says whether the tabs are theirs to see. */
export async function getGroupDetail(deps: Deps, actor: Actor, groupId: string): Promise<GroupDetail> {
  const row = await findGroupDetail(deps.db, groupId, actor.userId);
  if (!row) throw notFound(groupMessages.notFound);
  return toGroupDetail(row);
}

/**
 * The creator becomes the admin; the initial members (duplicates and the creator ignored) join as members and
 * each is told ('group_created'), all or nothing. Ids of nobody are skipped and counted, so the client can say
 * 'Group created but some members couldn't be added'.
 */
export async function createGroup(deps: Deps, actor: Actor, input: CreateGroup): Promise<CreatedGroup> {
  const now = deps.clock.now();
  const wanted = [...new Set(input.memberIds)].filter((id) => id !== actor.userId);
  const { groupId, added } = await deps.db.transaction(async (tx) => {
    const id = await insertGroup(tx, {
      name: input.name,
      description: input.description ?? null,
      privacy: input.privacy,
      createdBy: actor.userId,
      createdAt: now,
    });
    await insertMembers(tx, id, [{ userId: actor.userId, role: 'admin' }], now);
    const existing = await findExistingUserIds(tx, wanted);
    const joined = await insertMembers(
      tx,
      id,
      existing.map((userId) => ({ userId, role: 'member' as const })),
      now,
    );
    await createNotifications(
      tx,
      joined.map((userId) => ({
        userId,
        type: 'group_created' as const,
        groupId: id,
        ...addedToGroup(input.name),
      })),
    );
    return { groupId: id, added: joined.length };
  });
  const detail = await getGroupDetail(deps, actor, groupId);
  const membersNotAdded = wanted.length - added;
  return membersNotAdded > 0 ? { ...detail, membersNotAdded } : detail;
}

/** Admins only; only the fields sent change. */
export async function updateGroup(
  deps: Deps,
  actor: Actor,
  groupId: string,
  input: UpdateGroup,
): Promise<GroupDetail> {
  await requireGroupRole(deps, actor, groupId, canEditGroup, groupMessages.editNotAdmin);
  await updateGroupFields(deps.db, groupId, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.privacy !== undefined && { privacy: input.privacy }),
  });
  return getGroupDetail(deps, actor, groupId);
}

/**
 * Admins only. The rows go in one statement (the foreign keys cascade to members, posts, reactions, comments,
 * challenge links and notifications); then the files. A file left behind is harmless and logged, so a storage
 * fault does not undo a deletion the person asked for.
 */
export async function deleteGroup(deps: Deps, actor: Actor, groupId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireGroupRole({ db: tx }, actor, groupId, canEditGroup, groupMessages.deleteNotAdmin);
    await deleteGroupRow(tx, groupId);
  });
  for (const prefix of [`groups/${groupId}/`, `group-covers/${groupId}/`]) {
    try {
      await deps.storage.deletePrefix(prefix);
    } catch (error) {
      deps.logger.warn({ err: error, prefix }, 'could not delete the files of a deleted group');
    }
  }
}
