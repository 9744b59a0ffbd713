import { describe, expect, it } from 'vitest';
import { POST_TOO_MANY_IMAGES_MESSAGE } from '#shared/groups/groups.schemas';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';
import { addPickedImages } from './image-selection';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('addPickedImages (product-rules.md#group-posts: images only, at most 4)', () => {
  it('adds images to those already chosen', () => {
    const result = addPickedImages([png('a')], [png('b'), png('c')]);
    expect(result.images.map((file) => file.name)).toEqual(['a', 'b', 'c']);
    expect(result.problem).toBeNull();
  });

  it('keeps the first four and says why the rest were left out', () => {
    const result = addPickedImages([png('a'), png('b'), png('c')], [png('d'), png('e')]);
    expect(result.images.map((file) => file.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.problem).toBe(POST_TOO_MANY_IMAGES_MESSAGE);
  });

  it('refuses files that are not images and images over the size limit', () => {
    const pdf = { name: 'doc', type: 'application/pdf', size: 10 };
    expect(addPickedImages([], [pdf, png('a')])).toEqual({
      images: [png('a')],
      problem: NOT_AN_IMAGE_MESSAGE,
    });
    expect(addPickedImages([], [png('big', MAX_IMAGE_BYTES + 1)])).toEqual({
      images: [],
      problem: IMAGE_TOO_LARGE_MESSAGE,
    });
  });
});
