import { and, eq, inArray } from 'drizzle-orm';
import type { ReportAction } from '#shared/moderation/moderation.schemas';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { groupMembers, groups } from '#server/db/schema/social';
import { forbidden } from '#server/lib/domain-error';
import { isSiteAdmin } from '#server/features/site-admin/site-admin.policy';
import { moderationMessages } from './moderation-messages';

// Decision 085: who may moderate what — the one place every moderation service asks. Site administrators moderate
// everything and alone suspend and lift; a group's admins and moderators moderate the reports of their group's posts
// and comments (and read their group's lines of the audit log); nobody else moderates anything.

export interface ModerationRights {
  siteAdmin: boolean;
  /** the groups the person administers or moderates, with their names */
  groups: { id: string; name: string }[];
}

/** The groups where the person is an admin or a moderator. */
function findModeratedGroups(db: Database, userId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.role, ['admin', 'moderator'])))
    .orderBy(groups.name);
}

export async function moderationRightsOf(
  deps: Pick<Deps, 'db' | 'env'>,
  actor: Actor,
): Promise<ModerationRights> {
  return {
    siteAdmin: isSiteAdmin(deps.env, actor),
    groups: await findModeratedGroups(deps.db, actor.userId),
  };
}

const moderatesGroup = (rights: ModerationRights, groupId: string | null) =>
  groupId !== null && rights.groups.some((group) => group.id === groupId);

/** Whether the person may see and act on a report of content of this group (null: not a group's). */
export const mayModerate = (rights: ModerationRights, groupId: string | null) =>
  rights.siteAdmin || moderatesGroup(rights, groupId);

/** Suspending is for site administrators; every other action for whoever may moderate the report. */
export const mayTakeAction = (rights: ModerationRights, groupId: string | null, action: ReportAction) =>
  action === 'suspend' ? rights.siteAdmin : mayModerate(rights, groupId);

/**
 * The scope of a queue or audit-log read: every group (null) for a site administrator, else the person's own
 * groups, or the one asked for when it is one of them. 403 for a person who moderates nothing or another group.
 */
export function readableScope(rights: ModerationRights, groupId: string | undefined): string[] | null {
  if (rights.siteAdmin) return groupId ? [groupId] : null;
  if (groupId) {
    if (!moderatesGroup(rights, groupId)) throw forbidden(moderationMessages.notModerator);
    return [groupId];
  }
  if (rights.groups.length === 0) throw forbidden(moderationMessages.notModerator);
  return rights.groups.map((group) => group.id);
}

export function requireSiteAdmin(rights: ModerationRights) {
  if (!rights.siteAdmin) throw forbidden(moderationMessages.siteAdminsOnly);
}
