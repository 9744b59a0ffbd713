import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { randomBytes } from 'node:crypto';
import sharp, { type ResizeOptions } from 'sharp';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';
import { DomainError } from '#server/lib/domain-error';
import type { Bytes } from './file-storage';

/** Larger images are refused before decoding: a small file can still unpack into gigabytes ("decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE = translatable(msg`Images must be at most 40 megapixels.`);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const SHAPES = {
  /** a square for avatars, cropped to fill */
  avatar: { width: 256, height: 256, fit: 'cover' },
  /** pictures in posts and group covers: at most 1600 px on the long side, never enlarged */
  picture: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
} as const satisfies Record<string, ResizeOptions>;
export type ImageShape = keyof typeof SHAPES;

export interface ProcessedImage {
  bytes: Bytes;
  contentType: 'image/webp';
  /** the extension of every key this image is stored under */
  extension: 'webp';
}

export const imageTooLarge = () => new DomainError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
const notAnImage = () => new DomainError(415, 'NOT_AN_IMAGE', NOT_AN_IMAGE_MESSAGE);

// Magic numbers of the accepted formats: anything else (SVG, PDF, HEIF, TIFF …) never reaches an image decoder,
// whose less common loaders are where parser bugs live.
function hasAcceptedSignature(bytes: Uint8Array) {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = ascii(0, 8) === '\x89PNG\r\n\x1a\n';
  const isGif = ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a';
  const isWebp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return isJpeg || isPng || isGif || isWebp;
}

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it as WebP: turned upright
 * by its EXIF orientation, resized to `shape`, and with no metadata kept (no EXIF, GPS, XMP or ICC profile).
 * Only the first frame of an animation is kept.
 */
export async function processImage(bytes: Uint8Array, shape: ImageShape): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw imageTooLarge();
  if (!hasAcceptedSignature(bytes)) throw notAnImage();
  // the header alone: the pixel count is checked below with a clear message, before anything is decoded
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels === 0) throw notAnImage();
  if (pixels > MAX_IMAGE_PIXELS) throw new DomainError(413, 'IMAGE_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE);

  const output = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(SHAPES[shape])
    .webp({ quality: 82 })
    .timeout({ seconds: 20 })
    .toBuffer()
    .catch(() => {
      // a header that parses but a body that does not decode: a broken or disguised file
      throw notAnImage();
    });
  return { bytes: new Uint8Array(output), contentType: 'image/webp', extension: 'webp' };
}

/** A fresh, unguessable key for an upload, e.g. `avatars/{userId}/{random}.webp`. */
export function newImageKey(folder: string, image: ProcessedImage) {
  return `${folder}/${randomBytes(12).toString('hex')}.${image.extension}`;
}
