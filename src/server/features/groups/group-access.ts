import { and, eq, sql } from 'drizzle-orm';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupPrivacy } from '#shared/groups/groups.schemas';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { groupMembers, groups } from '#server/db/schema/social';
import { forbidden, notFound } from '#server/lib/domain-error';
import { groupMessages } from './group-messages';

// Who may see and do what in one group: the one place every groups route (core, members, posts, challenges)
// asks. Spec: a private group's card is visible to anyone with the link, its content only to members.

export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  privacy: GroupPrivacy;
  coverImage: string | null;
  createdAt: Date;
  createdBy: string | null;
}

export interface ViewedGroup {
  group: GroupRow;
  /** the viewer's role, null when not a member */
  role: GroupRole | null;
  /** public group or member: posts, members, challenges and images may be shown */
  canSeeContent: boolean;
}

/** The person's role in the group, or null when not a member. Takes a transaction too. */
export async function findGroupRole(
  db: Database,
  groupId: string,
  userId: string,
): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return (row?.role as GroupRole | undefined) ?? null;
}

/** The group and the viewer's role in one statement, or undefined when there is no such group. */
export async function findGroupWithRole(db: Database, groupId: string, userId: string) {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      privacy: sql<GroupPrivacy>`${groups.privacy}`,
      coverImage: groups.coverImage,
      createdAt: groups.createdAt,
      createdBy: groups.createdBy,
      role: sql<GroupRole | null>`${groupMembers.role}`,
    })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(eq(groups.id, groupId));
  if (!row) return undefined;
  const { role, ...group } = row;
  return { group, role: role ?? null };
}

export const canSeeGroupContent = (privacy: GroupPrivacy, role: GroupRole | null) =>
  privacy === 'public' || role !== null;

/** The group as the signed-in viewer sees it; 404 'Group not found' when there is none. */
export async function loadGroupForViewer(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  groupId: string,
): Promise<ViewedGroup> {
  const found = await findGroupWithRole(deps.db, groupId, actor.userId);
  if (!found) throw notFound(groupMessages.notFound);
  return { ...found, canSeeContent: canSeeGroupContent(found.group.privacy, found.role) };
}

/** For content routes: a private group's content is, for a non-member, as if the group did not exist (404). */
export async function requireGroupContent(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  groupId: string,
): Promise<ViewedGroup> {
  const viewed = await loadGroupForViewer(deps, actor, groupId);
  if (!viewed.canSeeContent) throw notFound(groupMessages.notFound);
  return viewed;
}

/**
 * For actions needing a role: the content rule first (404 for outsiders of a private group), then `permits`
 * (e.g. canEditGroup, canModerate from shared/domain/group-roles) or 403 with `refusal`.
 */
export async function requireGroupRole(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  groupId: string,
  permits: (role: GroupRole | null) => boolean,
  refusal: string,
): Promise<ViewedGroup> {
  const viewed = await requireGroupContent(deps, actor, groupId);
  if (!permits(viewed.role)) throw forbidden(refusal);
  return viewed;
}
