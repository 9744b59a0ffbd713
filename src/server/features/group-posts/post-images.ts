import type { Deps } from '#server/app-env';
import { newImageKey, processImage, type ProcessedImage } from '#server/storage/image-upload';
import { fileUrl, keyOfFileUrl } from '#server/storage/file-url';

/** Under `groups/{groupId}/`: served to whoever may see the group's content, and removed with the group. */
const postImageFolder = (groupId: string) => `groups/${groupId}/posts`;

/**
 * Checks and re-encodes every upload (content-checked, at most 1600 px, no metadata) before storing any, so a bad
 * third image leaves nothing behind; answers the images' URLs in the order given.
 */
export async function storePostImages(deps: Deps, groupId: string, uploads: Uint8Array[]): Promise<string[]> {
  const images: ProcessedImage[] = [];
  // one at a time: decoding several large images at once multiplies the memory a single request may take
  for (const upload of uploads) images.push(await processImage(upload, 'picture'));
  const urls: string[] = [];
  try {
    for (const image of images) {
      const key = newImageKey(postImageFolder(groupId), image);
      await deps.storage.put(key, image.bytes, image.contentType);
      urls.push(fileUrl(key));
    }
  } catch (error) {
    await deletePostImages(deps, groupId, urls);
    throw error;
  }
  return urls;
}

/**
 * Removes a post's files, only those in its group's post folder (no path through here removes anything else).
 * The rows already changed, so a file left behind is logged rather than failing the request.
 */
export async function deletePostImages(deps: Deps, groupId: string, urls: readonly string[]) {
  for (const url of urls) {
    const key = keyOfFileUrl(url);
    if (!key?.startsWith(`${postImageFolder(groupId)}/`)) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'could not delete a group post image');
    }
  }
}
