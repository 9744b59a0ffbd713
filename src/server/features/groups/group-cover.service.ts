import { canEditGroup } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { newImageKey, processImage } from '#server/storage/image-upload';
import { fileUrl, keyOfFileUrl } from '#server/storage/file-url';
import { requireGroupRole } from './group-access';
import { groupMessages } from './group-messages';
import { getGroupDetail } from './groups.service';
import { replaceCoverImage } from './groups.queries';

// Covers live under their own prefix, readable by anyone: the card (and so its cover) is public
// (product-rules.md#groups).
export const coverFolder = (groupId: string) => `group-covers/${groupId}`;

/** Admins only: checks and re-encodes the upload, stores it, points the group at it, removes the one it replaced. */
export async function uploadGroupCover(
  deps: Deps,
  actor: Actor,
  groupId: string,
  upload: Uint8Array,
): Promise<GroupDetail> {
  // the role first, so nobody else's upload is ever decoded or stored
  await requireGroupRole(deps, actor, groupId, canEditGroup, groupMessages.editNotAdmin);
  const image = await processImage(upload, 'picture');
  const key = newImageKey(coverFolder(groupId), image);
  await deps.storage.put(key, image.bytes, image.contentType);
  let replaced: Awaited<ReturnType<typeof replaceCoverImage>>;
  try {
    replaced = await replaceCoverImage(deps.db, groupId, fileUrl(key));
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (!replaced) {
    // deleted meanwhile (its prefix may already have been emptied): the new file must not outlive it
    await deps.storage.delete(key).catch(() => {});
    throw notFound(groupMessages.notFound);
  }
  await deleteOwnCoverFile(deps, groupId, replaced.previous);
  return getGroupDetail(deps, actor, groupId);
}

export async function removeGroupCover(deps: Deps, actor: Actor, groupId: string): Promise<GroupDetail> {
  await requireGroupRole(deps, actor, groupId, canEditGroup, groupMessages.editNotAdmin);
  const replaced = await replaceCoverImage(deps.db, groupId, null);
  if (!replaced) throw notFound(groupMessages.notFound);
  await deleteOwnCoverFile(deps, groupId, replaced.previous);
  return getGroupDetail(deps, actor, groupId);
}

// Only files in this group's cover folder: no path through here may remove another group's (or anyone's) file.
async function deleteOwnCoverFile(deps: Deps, groupId: string, coverUrl: string | null) {
  const key = keyOfFileUrl(coverUrl);
  if (!key?.startsWith(`${coverFolder(groupId)}/`)) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    // the group already points at the new cover; a leftover file is harmless, so a log line, not a failure
    deps.logger.warn({ err: error, key }, 'could not delete a replaced group cover');
  }
}
