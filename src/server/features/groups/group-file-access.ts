import type { Actor, Deps } from '#server/app-env';
import { isUuid } from '#server/lib/uuid';
import { canSeeGroupContent, findGroupWithRole } from './group-access';

/**
 * Files under `groups/{groupId}/` (post images) follow the content rule: members of a private group, any
 * signed-in person for a public one; never a signed-out visitor.
 */
export async function canReadGroupFile(deps: Deps, actor: Actor | null, key: string): Promise<boolean> {
  if (!actor) return false;
  const groupId = key.split('/')[1];
  if (!isUuid(groupId)) return false;
  const found = await findGroupWithRole(deps.db, groupId.toLowerCase(), actor.userId);
  return found !== undefined && canSeeGroupContent(found.group.privacy, found.role);
}
