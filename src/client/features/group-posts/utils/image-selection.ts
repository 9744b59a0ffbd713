import { GROUP_POST_MAX_IMAGES, POST_TOO_MANY_IMAGES_MESSAGE } from '#shared/groups/groups.schemas';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';

type PickedFile = Pick<File, 'type' | 'size'>;

/**
 * Adds picked files to those already chosen for a post (product-rules.md#group-posts: images only, at most 4),
 * refusing non-images and files over the upload limit at once rather than after the upload; what does not fit is left
 * out with the reason (the first one that applies).
 */
export function addPickedImages<T extends PickedFile>(
  chosen: readonly T[],
  picked: readonly T[],
): { images: T[]; problem: string | null } {
  const images = [...chosen];
  let problem: string | null = null;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) problem ??= NOT_AN_IMAGE_MESSAGE;
    else if (file.size > MAX_IMAGE_BYTES) problem ??= IMAGE_TOO_LARGE_MESSAGE;
    else if (images.length >= GROUP_POST_MAX_IMAGES) problem ??= POST_TOO_MANY_IMAGES_MESSAGE;
    else images.push(file);
  }
  return { images, problem };
}
