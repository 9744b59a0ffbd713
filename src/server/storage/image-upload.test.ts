import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';
import { photoWithGpsExif, solidImage, SVG_IMAGE, TEXT_FILE } from '#server/testing/test-images';
import { newImageKey, processImage, TOO_MANY_PIXELS_MESSAGE } from './image-upload';

const refusal = (status: number, message: string) => expect.objectContaining({ status, message });

describe('processImage', () => {
  it('turns a photo upright, re-encodes it as WebP and drops its EXIF, GPS included', async () => {
    const photo = await photoWithGpsExif(40, 20);
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('SecretCam');

    const image = await processImage(photo, 'picture');
    const metadata = await sharp(image.bytes).metadata();
    expect(image.contentType).toBe('image/webp');
    expect(metadata).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('crops avatars to a 256 px square', async () => {
    const image = await processImage(await solidImage('png', 900, 300), 'avatar');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('fits pictures within 1600 px without enlarging small ones', async () => {
    const large = await processImage(await solidImage('jpeg', 3200, 1000), 'picture');
    expect(await sharp(large.bytes).metadata()).toMatchObject({ width: 1600, height: 500 });
    const small = await processImage(await solidImage('jpeg', 300, 200), 'picture');
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('accepts %s', async (format) => {
    const image = await processImage(await solidImage(format), 'avatar');
    expect((await sharp(image.bytes).metadata()).format).toBe('webp');
  });

  it.each([
    ['an SVG', SVG_IMAGE],
    ['a text file', TEXT_FILE],
    ['an empty file', Buffer.alloc(0)],
    ['a TIFF', null],
  ])('refuses %s as not an image', async (_, bytes) => {
    const input =
      bytes ??
      (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer());
    await expect(processImage(input, 'avatar')).rejects.toEqual(refusal(415, NOT_AN_IMAGE_MESSAGE));
  });

  it('refuses a file that only starts like a JPEG', async () => {
    const photo = await solidImage('jpeg', 400, 400);
    const truncated = photo.subarray(0, 200);
    await expect(processImage(truncated, 'avatar')).rejects.toEqual(refusal(415, NOT_AN_IMAGE_MESSAGE));
  });

  it('refuses a file over the size limit before looking inside', async () => {
    const photo = await solidImage('jpeg');
    const oversized = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expect(processImage(oversized, 'avatar')).rejects.toEqual(refusal(413, IMAGE_TOO_LARGE_MESSAGE));
  });

  it('refuses a small file that would decode into too many pixels', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    await expect(processImage(bomb, 'picture')).rejects.toEqual(refusal(413, TOO_MANY_PIXELS_MESSAGE));
  });

  it('names each upload with a fresh random key', async () => {
    const image = await processImage(await solidImage('png'), 'avatar');
    const first = newImageKey('avatars/u1', image);
    expect(first).toMatch(/^avatars\/u1\/[0-9a-f]{24}\.webp$/);
    expect(newImageKey('avatars/u1', image)).not.toBe(first);
  });
});
