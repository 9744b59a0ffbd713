import type { Profile } from '#shared/profile/profile.types';
import type { Actor, Deps } from '#server/app-env';
import { newImageKey, processImage } from '#server/storage/image-upload';
import { fileUrl, keyOfFileUrl } from '#server/storage/file-url';
import { getProfile } from './profile.service';
import { replaceImage } from './profile.queries';

const avatarFolder = (userId: string) => `avatars/${userId}`;

/** Checks and re-encodes the upload, stores it, points the profile at it, then removes the avatar it replaced. */
export async function uploadAvatar(deps: Deps, actor: Actor, upload: Uint8Array): Promise<Profile> {
  const image = await processImage(upload, 'avatar');
  const key = newImageKey(avatarFolder(actor.userId), image);
  await deps.storage.put(key, image.bytes, image.contentType);
  let previous: string | null;
  try {
    previous = await replaceImage(deps.db, actor.userId, fileUrl(key));
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  await deleteOwnAvatarFile(deps, actor.userId, previous);
  return getProfile(deps, actor);
}

export async function removeAvatar(deps: Deps, actor: Actor): Promise<Profile> {
  const previous = await replaceImage(deps.db, actor.userId, null);
  await deleteOwnAvatarFile(deps, actor.userId, previous);
  return getProfile(deps, actor);
}

// Only files in the person's own avatar folder: users.image may also hold an outside URL (seeded data), and no
// path through here may ever remove someone else's file.
async function deleteOwnAvatarFile(deps: Deps, userId: string, imageUrl: string | null) {
  const key = keyOfFileUrl(imageUrl);
  if (!key?.startsWith(`${avatarFolder(userId)}/`)) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    // the profile already changed; a leftover file is harmless, so this is worth a log line, not a failure
    deps.logger.warn({ err: error, key }, 'could not delete a replaced avatar');
  }
}
